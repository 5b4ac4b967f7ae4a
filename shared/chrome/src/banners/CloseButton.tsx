/** The ✕ button of a dismissible banner. */
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="banner-close" aria-label={label} title={label} onClick={onClick}>
      <span className="icon icon-close" aria-hidden="true" />
    </button>
  );
}
