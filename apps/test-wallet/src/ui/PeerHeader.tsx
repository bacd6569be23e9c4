/**
 * An app's icon (or its initial), name and address.
 * @example
 * <PeerHeader name="Portico Demo" url="http://127.0.0.1:5173" icon={undefined} />
 */
export function PeerHeader(props: { name: string; url: string; icon: string | undefined }) {
  return (
    <div className="tw-peer">
      {props.icon ? (
        <img className="tw-peer__icon" src={props.icon} alt="" width={40} height={40} />
      ) : (
        <span className="tw-peer__icon tw-peer__icon--initial" aria-hidden="true">
          {props.name.slice(0, 1).toUpperCase() || '?'}
        </span>
      )}
      <div>
        <strong data-testid="tw-peer-name">{props.name}</strong>
        <span className="tw-muted tw-peer__url">{props.url}</span>
      </div>
    </div>
  )
}
