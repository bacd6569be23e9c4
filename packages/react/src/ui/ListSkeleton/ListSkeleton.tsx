/**
 * Props of {@link ListSkeleton}.
 * @example
 * const props: ListSkeletonProps = { rows: 3, label: 'Loading tokens' }
 */
export type ListSkeletonProps = { rows?: number; label: string }

/**
 * Placeholder rows (round icon, two text bars) while a list loads; announced once by `label`.
 * @example
 * <ListSkeleton rows={3} label="Loading activity" />
 */
export function ListSkeleton({ rows = 3, label }: ListSkeletonProps) {
  return (
    <div className="portico-list-skeleton" role="status" data-testid="portico-list-skeleton">
      <span className="portico-sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <span key={index} className="portico-list-skeleton-row" aria-hidden="true">
          <span className="portico-list-skeleton-icon" />
          <span className="portico-list-skeleton-lines">
            <span className="portico-list-skeleton-bar" />
            <span className="portico-list-skeleton-bar" data-short="" />
          </span>
        </span>
      ))}
    </div>
  )
}
