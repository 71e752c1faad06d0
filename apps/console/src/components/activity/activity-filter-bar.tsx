import { ACTIVITY_KIND_GROUPS, activityKindLabel, isActivityKind } from '@pod-console/hooks/domain';
import { useId } from 'react';
import { Select } from '../ui/select';
import { isCalendarDay, type ActivityFilters } from './activity-filter-values';

/** Someone the log can be narrowed to. */
export interface ActivityPerson {
  id: string;
  name: string;
}

export interface ActivityFilterBarProps {
  filters: ActivityFilters;
  /** The people offered by the Person filter, in the order shown. */
  people: readonly ActivityPerson[];
  /**
   * One filter changed. A day comes with `replace`: a date field reports a day at each keystroke of its year, and
   * those should not each be a step back.
   */
  onChange: (change: Partial<ActivityFilters>, options?: ActivityFilterChangeOptions) => void;
}

export interface ActivityFilterChangeOptions {
  /** Replace the address's history entry instead of adding one. */
  replace?: boolean;
}

const fieldClassName =
  'mt-1 block w-full min-w-0 rounded-md border border-line-input bg-surface-raised px-3 py-2 text-sm text-fg shadow-raised focus:outline-2 focus:outline-offset-1 focus:outline-focus';
const labelClassName = 'block text-sm font-medium text-fg';

/**
 * The activity log's filters (docs/decisions/0026-activity-log.md): the kind of change, grouped as the domain
 * groups them, the person who made it, and the first and last day shown (both included).
 */
export function ActivityFilterBar({ filters, people, onChange }: ActivityFilterBarProps) {
  const fromId = useId();
  const toId = useId();
  const day = (value: string) => (isCalendarDay(value) ? value : null);

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Select
        label="Kind"
        value={filters.kind ?? ''}
        onChange={(event) =>
          onChange({ kind: isActivityKind(event.target.value) ? event.target.value : null })
        }
      >
        <option value="">All activity</option>
        {ACTIVITY_KIND_GROUPS.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.kinds.map((kind) => (
              <option key={kind} value={kind}>
                {activityKindLabel(kind)}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
      <Select
        label="Person"
        value={filters.actor ?? ''}
        onChange={(event) => onChange({ actor: event.target.value || null })}
      >
        <option value="">Anyone</option>
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </Select>
      <div>
        <label htmlFor={fromId} className={labelClassName}>
          From
        </label>
        <input
          id={fromId}
          type="date"
          value={filters.from ?? ''}
          max={filters.to ?? undefined}
          onChange={(event) => onChange({ from: day(event.target.value) }, { replace: true })}
          className={fieldClassName}
        />
      </div>
      <div>
        <label htmlFor={toId} className={labelClassName}>
          To
        </label>
        <input
          id={toId}
          type="date"
          value={filters.to ?? ''}
          min={filters.from ?? undefined}
          onChange={(event) => onChange({ to: day(event.target.value) }, { replace: true })}
          className={fieldClassName}
        />
      </div>
    </div>
  );
}
