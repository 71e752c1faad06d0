import { ORGANIZATION_STATE_LABELS, ORGANIZATION_STATES, PLAN_FACTS } from '@pod-console/hooks/domain';
import type { AdminPlanFilter, OrganizationState } from '@pod-console/sdk';
import { useState } from 'react';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { ADMIN_PLAN_FILTERS } from './admin-organizations-search';

const PLAN_FILTER_LABELS: Record<AdminPlanFilter, string> = {
  starter: PLAN_FACTS.starter.name,
  business: PLAN_FACTS.business.name,
  enterprise: PLAN_FACTS.enterprise.name,
  none: 'No plan',
};

export interface AdminOrganizationsFiltersProps {
  /** The filter text of the address (trimmed). */
  q: string;
  plan: AdminPlanFilter | null;
  state: OrganizationState | null;
  /** Every keystroke: the table follows the text as it is typed (no debounce; a stale request is cancelled). */
  onTextChange: (text: string) => void;
  onPlanChange: (plan: AdminPlanFilter | null) => void;
  onStateChange: (state: OrganizationState | null) => void;
}

/** The Organizations table's filters (spec §2): free text, plan and state, each applied by the server. */
export function AdminOrganizationsFilters({
  q,
  plan,
  state,
  onTextChange,
  onPlanChange,
  onStateChange,
}: AdminOrganizationsFiltersProps) {
  // The box shows exactly what was typed (spaces included) while the address keeps it trimmed; when the
  // address's text changes otherwise (Clear filters, Back), the box takes it.
  const [text, setText] = useState(q);
  const [addressText, setAddressText] = useState(q);
  if (q !== addressText) {
    setAddressText(q);
    if (text.trim() !== q) setText(q);
  }

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <TextField
        label="Filter organizations"
        type="search"
        placeholder="Name, owner e-mail or id"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onTextChange(event.target.value);
        }}
      />
      <Select
        label="Plan"
        value={plan ?? ''}
        onChange={(event) => onPlanChange((event.target.value || null) as AdminPlanFilter | null)}
      >
        <option value="">All plans</option>
        {ADMIN_PLAN_FILTERS.map((value) => (
          <option key={value} value={value}>
            {PLAN_FILTER_LABELS[value]}
          </option>
        ))}
      </Select>
      <Select
        label="State"
        value={state ?? ''}
        onChange={(event) => onStateChange((event.target.value || null) as OrganizationState | null)}
      >
        <option value="">All states</option>
        {ORGANIZATION_STATES.map((value) => (
          <option key={value} value={value}>
            {ORGANIZATION_STATE_LABELS[value]}
          </option>
        ))}
      </Select>
    </div>
  );
}
