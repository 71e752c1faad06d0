import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

export interface DeleteAccountSectionProps {
  /** Opens the dialog, which says what deleting would do before anything is sent. */
  onDeleteAccount: () => void;
}

/** The foot of Personal Settings (docs/decisions/0038-export-and-account-deletion.md): deleting one's own account. */
export function DeleteAccountSection({ onDeleteAccount }: DeleteAccountSectionProps) {
  return (
    <Card title="Delete account" titleId="delete-account-title">
      <p className="mt-1 text-sm text-fg-muted">
        Your account, your memberships and the organizations you own alone are deleted for good, and you are
        signed out. This cannot be undone.
      </p>
      <div className="mt-4">
        <Button variant="danger" onClick={onDeleteAccount}>
          Delete account…
        </Button>
      </div>
    </Card>
  );
}
