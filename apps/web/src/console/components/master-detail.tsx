import { Fragment, useState, type ReactNode } from 'react';
import { LoadState } from './load-state.tsx';

interface MasterDetailProps<T extends { id: string }> {
  title: string;
  /** The list's query: its items, loading and failure. */
  query: { data?: T[] | undefined; isPending: boolean; isError: boolean };
  /** Above the list (a create form). */
  top?: ReactNode;
  emptyText: string;
  /** Said where the detail goes while none is open (from 1024 px). */
  pickText: string;
  /** One row: its main line, its meta line and what stands beside it (a badge). */
  row: (item: T) => { main: ReactNode; meta: ReactNode; aside?: ReactNode };
  /** The opened item; `onBack` closes it (the only way back on a phone). */
  detail: (item: T, onBack: () => void) => ReactNode;
  /** The opened item's id and its change, when the screen opens one itself (the one just created). */
  opened?: { id: string | null; onOpen: (id: string | null) => void };
}

/**
 * A list and the one item opened from it: on a phone one or the other, from 1024 px side by side
 * (console.css `.split`). The list's rows are buttons; the opened one is marked aria-current.
 */
export function MasterDetail<T extends { id: string }>(props: MasterDetailProps<T>) {
  const { query } = props;
  const [ownOpenId, setOwnOpenId] = useState<string | null>(null);
  const openId = props.opened ? props.opened.id : ownOpenId;
  const setOpenId = props.opened ? props.opened.onOpen : setOwnOpenId;
  const open = query.data?.find((item) => item.id === openId) ?? null;
  return (
    <div className={open ? 'split has-detail' : 'split'}>
      <div className="split__list page">
        <h1 className="page-title">{props.title}</h1>
        {props.top}
        <LoadState
          isPending={query.isPending}
          isError={query.isError}
          empty={query.data?.length === 0 ? props.emptyText : null}
        />
        <ul className="rows rows--history">
          {query.data?.map((item) => {
            const { main, meta, aside } = props.row(item);
            return (
              <li className="rows__item" key={item.id}>
                <button
                  type="button"
                  className="rows__link"
                  aria-current={item.id === openId ? 'true' : undefined}
                  onClick={() => setOpenId(item.id)}
                >
                  <span className="rows__main">{main}</span>
                  <span className="rows__meta">{meta}</span>
                </button>
                {aside}
              </li>
            );
          })}
        </ul>
      </div>
      <div className="split__detail">
        {open ? (
          <Fragment key={open.id}>{props.detail(open, () => setOpenId(null))}</Fragment>
        ) : (
          <p className="split__hint empty-message">{props.pickText}</p>
        )}
      </div>
    </div>
  );
}
