import type { ReactNode } from 'react';
import { notify } from '../lib/announce.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

interface RemoveDialogProps<T extends { id: string }> {
  /** The item asked about; null: the dialog is closed. */
  item: T | null;
  title: string;
  confirmLabel: string;
  body: ReactNode;
  /** Said in the dialog when the removal failed. */
  failedText: string;
  /** Announced once it is removed. */
  doneText: string;
  /** Removes the item by its id (a DELETE mutation). */
  mutation: {
    isPending: boolean;
    isError: boolean;
    reset: () => void;
    mutate: (id: string, options: { onSuccess: () => void }) => void;
  };
  onClose: () => void;
}

/** Asks before removing an item for good (a book entry, a phone, a rule), then says it is gone. */
export function RemoveDialog<T extends { id: string }>(props: RemoveDialogProps<T>) {
  const { item, mutation, onClose } = props;
  return (
    <ConfirmDialog
      open={item !== null}
      title={props.title}
      confirmLabel={props.confirmLabel}
      danger
      pending={mutation.isPending}
      error={mutation.isError ? props.failedText : null}
      onClose={() => {
        mutation.reset();
        onClose();
      }}
      onConfirm={() =>
        item &&
        mutation.mutate(item.id, {
          onSuccess: () => {
            notify(props.doneText);
            onClose();
          },
        })
      }
    >
      <p>{props.body}</p>
    </ConfirmDialog>
  );
}
