import { Button } from '../../components/ui/button';

export interface DeleteAccountSectionProps {
  /** Opens the dialog, which says what deleting would do before anything is sent. */
  onDeleteAccount: () => void;
}

/** The foot of Personal Settings (docs/decisions/0038-export-and-account-deletion.md): deleting one's own account. */
export function DeleteAccountSection({ onDeleteAccount }: DeleteAccountSectionProps) {
  return (
    <section
      aria-labelledby="delete-account-title"
      className="rounded-lg border border-line bg-surface-raised p-4 shadow-raised sm:p-6"
    >
      <h2 id="delete-account-title" className="text-lg font-semibold text-fg">
        Delete account
      </h2>
      <p className="mt-1 text-sm text-fg-muted">
        Your account, your memberships and the organizations you own alone are deleted for good, and you are
        signed out. This cannot be undone.
      </p>
      <div className="mt-4">
        <Button variant="danger" onClick={onDeleteAccount}>
          Delete account…
        </Button>
      </div>
    </section>
  );
}
