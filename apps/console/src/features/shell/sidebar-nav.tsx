import { Link, useLocation } from 'wouter';

interface NavEntry {
  label: string;
  href: string;
  /** Paths that mark the entry current. */
  matches: readonly string[];
}

// spec §2 shell: Licenses (/members), Plan & Billing, the two settings pages, and Organizations for SUPER_ADMIN;
// Activity (docs/decisions/0026-activity-log.md) after the organization's settings, for the roles that may read it.
const LICENSES: NavEntry = { label: 'Licenses', href: '/members', matches: ['/', '/members'] };
const BILLING: NavEntry = { label: 'Plan & Billing', href: '/billing', matches: ['/billing'] };
const ORGANIZATION_SETTINGS: NavEntry = {
  label: 'Organization Settings',
  href: '/settings/organization',
  matches: ['/settings/organization'],
};
const ACTIVITY: NavEntry = { label: 'Activity', href: '/activity', matches: ['/activity'] };
const PERSONAL_SETTINGS: NavEntry = {
  label: 'Personal Settings',
  href: '/settings/personal',
  matches: ['/settings/personal'],
};
const ADMIN_ENTRY: NavEntry = {
  label: 'Organizations',
  href: '/admin/organizations',
  matches: ['/admin/organizations'],
};

export interface SidebarNavProps {
  superAdmin: boolean;
  /** The member's role may read the selected organization's activity log. */
  activity?: boolean;
  onNavigate?: () => void;
}

export function SidebarNav({ superAdmin, activity = false, onNavigate }: SidebarNavProps) {
  const [location] = useLocation();
  const entries = [
    LICENSES,
    BILLING,
    ORGANIZATION_SETTINGS,
    ...(activity ? [ACTIVITY] : []),
    PERSONAL_SETTINGS,
    ...(superAdmin ? [ADMIN_ENTRY] : []),
  ];
  return (
    <nav aria-label="Main">
      <ul className="space-y-1">
        {entries.map((entry) => {
          const current = entry.matches.includes(location);
          return (
            <li key={entry.href}>
              <Link
                href={entry.href}
                onClick={onNavigate}
                aria-current={current ? 'page' : undefined}
                className={`block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-focus ${
                  current ? 'bg-accent-subtle text-accent-fg' : 'text-fg hover:bg-surface-sunken'
                }`}
              >
                {entry.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
