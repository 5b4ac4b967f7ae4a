export interface Video {
  id: string;
  title: string;
}

/**
 * Links to the videos with thumbnails that load lazily: no player script runs until the reader
 * leaves for the video, so the page stays fast and sends nothing to the video host on load.
 */
export function VideoGrid({ videos }: { videos: readonly Video[] }) {
  return (
    <ul className="video-grid">
      {videos.map((v) => (
        <li key={v.id}>
          <a href={`https://www.youtube.com/watch?v=${encodeURIComponent(v.id)}`} target="_blank" rel="noopener noreferrer">
            <img
              src={`https://i.ytimg.com/vi/${encodeURIComponent(v.id)}/hqdefault.jpg`}
              alt=""
              loading="lazy"
              decoding="async"
              width={480}
              height={360}
            />
            <span className="video-title">{v.title}</span>
            <span className="visually-hidden"> (opens YouTube in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
