import { Link, useLocation } from 'wouter';

interface NavEntry {
  label: string;
  href: string;
  /** Paths that mark the entry current. */
  matches: readonly string[];
}

// spec §2 shell: Licenses (/members), Plan & Billing, the two settings pages, and Organizations for SUPER_ADMIN.
const ENTRIES: readonly NavEntry[] = [
  { label: 'Licenses', href: '/members', matches: ['/', '/members'] },
  { label: 'Plan & Billing', href: '/billing', matches: ['/billing'] },
  { label: 'Organization Settings', href: '/settings/organization', matches: ['/settings/organization'] },
  { label: 'Personal Settings', href: '/settings/personal', matches: ['/settings/personal'] },
];
const ADMIN_ENTRY: NavEntry = {
  label: 'Organizations',
  href: '/admin/organizations',
  matches: ['/admin/organizations'],
};

export interface SidebarNavProps {
  superAdmin: boolean;
  onNavigate?: () => void;
}

export function SidebarNav({ superAdmin, onNavigate }: SidebarNavProps) {
  const [location] = useLocation();
  const entries = superAdmin ? [...ENTRIES, ADMIN_ENTRY] : ENTRIES;
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
                className={`block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-700 ${
                  current ? 'bg-brand-50 text-brand-800' : 'text-gray-800 hover:bg-gray-100'
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
