import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';

/**
 * A picture's full-size view: `open` (a link's click handler) shows it in a modal dialog instead of
 * following the link, so without scripts the link still opens the file. A click that asks for a
 * new tab or window (Ctrl, Cmd, Shift) is left to the browser. Shared by `<Screenshot>` and the
 * pictures of Markdown images.
 */
export function useZoom() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [zoomed, setZoomed] = useState(false);
  useEffect(() => {
    if (zoomed && !dialog.current?.open) dialog.current?.showModal();
  }, [zoomed]);
  const open = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setZoomed(true);
  };
  return { dialog, zoomed, open, close: () => setZoomed(false) };
}

/** The dialog `useZoom` opens: its pictures are given only once it is open, so none loads before. */
export function ZoomDialog({ zoom, label, children }: { zoom: ReturnType<typeof useZoom>; label: string; children: ReactNode }) {
  const closeOnBackdrop = (event: MouseEvent) => {
    if (event.target === zoom.dialog.current) zoom.dialog.current?.close();
  };
  return (
    <dialog ref={zoom.dialog} className="screenshot-dialog" aria-label={label} onClick={closeOnBackdrop} onClose={zoom.close}>
      <form method="dialog">
        <button type="submit" className="screenshot-close" aria-label="Close">
          ×
        </button>
      </form>
      {zoom.zoomed ? children : null}
    </dialog>
  );
}
