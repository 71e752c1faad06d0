import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import type { OrganizationSummary } from '@pod-console/sdk';

export interface OrganizationSwitcherProps {
  organizations: readonly OrganizationSummary[];
  selectedOrganizationId: string;
  onSelect: (organizationId: string) => void;
  switching?: boolean;
  /** 'header' sits in the dark-on-white header; 'drawer' fills the drawer's width. */
  placement?: 'header' | 'drawer';
}

/** spec §2: the current organization's name; the list of the user's organizations sets the selection. */
export function OrganizationSwitcher({
  organizations,
  selectedOrganizationId,
  onSelect,
  switching = false,
  placement = 'header',
}: OrganizationSwitcherProps) {
  const selected = organizations.find((organization) => organization.id === selectedOrganizationId);
  return (
    <div className={placement === 'drawer' ? 'w-full' : ''}>
      <Listbox
        value={selectedOrganizationId}
        onChange={(id: string) => {
          if (id !== selectedOrganizationId) onSelect(id);
        }}
        disabled={switching}
      >
        <ListboxButton
          aria-busy={switching || undefined}
          className={`flex min-h-10 items-center justify-between gap-2 rounded-md border border-gray-300 bg-white px-3 py-2 text-left text-sm font-medium text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-700 data-disabled:text-gray-700 ${
            placement === 'drawer' ? 'w-full' : 'min-w-48'
          }`}
        >
          {/* The name is "Organization: Acme": the visible text stays part of it (WCAG 2.5.3). */}
          <span className="truncate">
            <span className="sr-only">Organization: </span>
            {selected?.name ?? 'Select an organization'}
          </span>
          <span aria-hidden="true" className="text-gray-700">
            ▾
          </span>
        </ListboxButton>
        <ListboxOptions
          anchor="bottom start"
          className="z-[60] mt-1 w-[var(--button-width)] min-w-48 rounded-md border border-gray-200 bg-white py-1 shadow-lg focus:outline-none"
        >
          {organizations.map((organization) => (
            <ListboxOption
              key={organization.id}
              value={organization.id}
              className="cursor-pointer px-3 py-2 text-sm text-gray-900 data-focus:bg-brand-50 data-selected:font-semibold"
            >
              {organization.name}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </div>
  );
}
