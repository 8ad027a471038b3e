import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../lib/announce.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Panel } from './panel.tsx';

interface DisableSwitchProps {
  /** Whose texts: `shops.*` or `traders.*` (enable/disable title, body, button, done). */
  subject: 'shops' | 'traders';
  isDisabled: boolean;
  /** The mutation's state: the dialog waits while pending and says a failure. */
  mutation: { isPending: boolean; isError: boolean; reset: () => void };
  /** Flips it; `done` is called when the server has. */
  onToggle: (done: () => void) => void;
}

/** The panel that disables (or enables again) a shop or a trader, asking first. */
export function DisableSwitch({ subject, isDisabled, mutation, onToggle }: DisableSwitchProps) {
  const { t } = useTranslation('console');
  const [isConfirming, setConfirming] = useState(false);
  const title = isDisabled ? t(`${subject}.enable_title`) : t(`${subject}.disable_title`);
  const body = <p>{isDisabled ? t(`${subject}.enable_body`) : t(`${subject}.disable_body`)}</p>;
  const button = isDisabled ? t(`${subject}.enable`) : t(`${subject}.disable`);
  return (
    <>
      <Panel title={title} level={3}>
        {body}
        <button
          type="button"
          className={isDisabled ? 'btn btn--primary' : 'btn btn--danger'}
          onClick={() => setConfirming(true)}
        >
          {button}
        </button>
      </Panel>
      <ConfirmDialog
        open={isConfirming}
        title={title}
        confirmLabel={button}
        danger={!isDisabled}
        pending={mutation.isPending}
        error={mutation.isError ? t('errors.action_failed') : null}
        onClose={() => {
          mutation.reset();
          setConfirming(false);
        }}
        onConfirm={() =>
          onToggle(() => {
            notify(isDisabled ? t(`${subject}.enabled_done`) : t(`${subject}.disabled_done`));
            setConfirming(false);
          })
        }
      >
        {body}
      </ConfirmDialog>
    </>
  );
}
