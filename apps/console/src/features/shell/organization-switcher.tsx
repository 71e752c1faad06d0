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
          if (!switching && id !== selectedOrganizationId) onSelect(id);
        }}
      >
        {/* Not `disabled` while switching: Chromium drops the focus of a disabled button at its next style update, or
            keeps it if the switch ends first, so where a keyboard user's focus ended depended on timing. Marked
            aria-disabled and busy, it keeps the focus; a choice meanwhile is ignored (decision 0040's update). */}
        <ListboxButton
          aria-busy={switching || undefined}
          aria-disabled={switching || undefined}
          className={`flex min-h-10 items-center justify-between gap-2 rounded-md border border-line-strong bg-surface-raised px-3 py-2 text-left text-sm font-medium text-fg hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-focus aria-disabled:text-fg-muted ${
            placement === 'drawer' ? 'w-full' : 'min-w-48'
          }`}
        >
          {/* The name is "Organization: Acme": the visible text stays part of it (WCAG 2.5.3). */}
          <span className="truncate">
            <span className="sr-only">Organization: </span>
            {selected?.name ?? 'Select an organization'}
          </span>
          <span aria-hidden="true" className="text-fg-muted">
            ▾
          </span>
        </ListboxButton>
        <ListboxOptions
          anchor="bottom start"
          className="z-[60] mt-1 w-[var(--button-width)] min-w-48 rounded-md border border-line bg-surface-raised py-1 shadow-overlay focus:outline-none"
        >
          {organizations.map((organization) => (
            <ListboxOption
              key={organization.id}
              value={organization.id}
              disabled={switching}
              className="cursor-pointer px-3 py-2 text-sm text-fg data-focus:bg-accent-subtle data-selected:font-semibold data-disabled:cursor-default data-disabled:text-fg-muted"
            >
              {organization.name}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </div>
  );
}
