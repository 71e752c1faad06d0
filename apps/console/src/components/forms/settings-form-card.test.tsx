import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from '../ui/text-field';
import { textFieldProps } from '../../lib/forms/check-on-submit';
import { SettingsFormCard } from './settings-form-card';
import { useSavedValuesForm } from '../../lib/forms/use-saved-values-form';
import { type PersonalNameValues, personalNameSchema } from '../../lib/forms/schemas';

interface HarnessProps {
  saved: PersonalNameValues;
  saving?: boolean;
  onSave: (values: PersonalNameValues) => Promise<unknown>;
}

function NameForm({ saved, saving = false, onSave }: HarnessProps) {
  const { form, card } = useSavedValuesForm({ saved, schema: personalNameSchema, saving, onSave });
  return (
    <SettingsFormCard title="Name" {...card}>
      <TextField label="First Name" {...textFieldProps(form, 'firstName')} />
      <TextField label="Last Name" {...textFieldProps(form, 'lastName')} />
    </SettingsFormCard>
  );
}

const ADA = { firstName: 'Ada', lastName: 'Lovelace' };
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const values = () => ({ firstName: field('First Name').value, lastName: field('Last Name').value });
/** Lets the form's asynchronous steps (the resolver, the save's promise, the effects) settle. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

function setup(props: Partial<HarnessProps> = {}) {
  const onSave = vi.fn<HarnessProps['onSave']>(() => Promise.resolve());
  const all: HarnessProps = { saved: ADA, onSave, ...props };
  const view = render(<NameForm {...all} />);
  return {
    user: userEvent.setup(),
    onSave: all.onSave as typeof onSave,
    refresh: (saved: PersonalNameValues, saving = all.saving) =>
      view.rerender(<NameForm {...all} saved={saved} saving={saving} />),
  };
}

afterEach(cleanup);

describe('useSavedValuesForm', () => {
  it('follows the saved values while nothing is changed; Save and Cancel stay disabled', async () => {
    const { refresh } = setup();
    expect(values()).toEqual(ADA);
    expect(button('Save').disabled).toBe(true);
    expect(button('Cancel').disabled).toBe(true);
    refresh({ firstName: 'Ada', lastName: 'Byron' });
    await settle();
    expect(values()).toEqual({ firstName: 'Ada', lastName: 'Byron' });
    expect(button('Save').disabled).toBe(true);
  });

  it('keeps what the user typed when the saved values refresh', async () => {
    const { user, refresh } = setup();
    await user.type(field('First Name'), 'x');
    refresh({ firstName: 'Augusta', lastName: 'Lovelace' });
    await settle();
    expect(field('First Name').value).toBe('Adax');
    expect(button('Save').disabled).toBe(false);
    expect(button('Cancel').disabled).toBe(false);
  });

  it("keeps a changed field's message when the saved values refresh", async () => {
    const { user, refresh } = setup();
    await user.clear(field('First Name'));
    await user.click(button('Save'));
    await settle();
    refresh({ firstName: 'Ada', lastName: 'Byron' });
    await settle();
    expect(values()).toEqual({ firstName: '', lastName: 'Byron' });
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(button('Save').disabled).toBe(false);
  });

  it('counts a field typed back to its saved value as unchanged', async () => {
    const { user } = setup();
    await user.type(field('Last Name'), 'x');
    expect(button('Save').disabled).toBe(false);
    await user.type(field('Last Name'), '{Backspace}');
    expect(button('Save').disabled).toBe(true);
  });

  it('Cancel puts back the saved values, the latest ones, and clears the messages', async () => {
    const { user, refresh } = setup();
    await user.clear(field('First Name'));
    await user.click(button('Save'));
    await settle();
    expect(screen.getByText('First name is required')).toBeTruthy();
    refresh({ firstName: 'Ada', lastName: 'Byron' });
    await settle();
    await user.click(button('Cancel'));
    await settle();
    expect(values()).toEqual({ firstName: 'Ada', lastName: 'Byron' });
    expect(screen.queryByText('First name is required')).toBeNull();
    expect(button('Save').disabled).toBe(true);
    refresh({ firstName: 'Augusta', lastName: 'Byron' });
    await settle();
    expect(values()).toEqual({ firstName: 'Augusta', lastName: 'Byron' });
  });

  it("saves the schema's parsed (trimmed) values, then starts again from the saved values", async () => {
    const { user, onSave, refresh } = setup();
    await user.clear(field('First Name'));
    await user.type(field('First Name'), '  Augusta ');
    await user.click(button('Save'));
    await settle();
    expect(onSave).toHaveBeenCalledExactlyOnceWith({ firstName: 'Augusta', lastName: 'Lovelace' });
    expect(values()).toEqual({ firstName: 'Augusta', lastName: 'Lovelace' });
    expect(button('Save').disabled).toBe(true);
    // The saved values arrive (and change again later): the unchanged form follows them.
    refresh({ firstName: 'Augusta', lastName: 'King' });
    await settle();
    expect(values()).toEqual({ firstName: 'Augusta', lastName: 'King' });
    expect(button('Save').disabled).toBe(true);
  });

  it('keeps what was typed when saving fails, for a retry', async () => {
    const onSave = vi.fn(() => Promise.reject(new Error('offline')));
    const { user } = setup({ onSave });
    await user.type(field('Last Name'), '-King');
    await user.click(button('Save'));
    await settle();
    expect(onSave).toHaveBeenCalledOnce();
    expect(values()).toEqual({ firstName: 'Ada', lastName: 'Lovelace-King' });
    expect(button('Save').disabled).toBe(false);
    await user.click(button('Save'));
    await settle();
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it("shows the schema's message for each invalid field and clears one when its field is typed in", async () => {
    const { user, onSave } = setup();
    await user.clear(field('First Name'));
    await user.clear(field('Last Name'));
    await user.type(field('Last Name'), '   ');
    await user.click(button('Save'));
    await settle();
    expect(onSave).not.toHaveBeenCalled();
    expect(field('First Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    // Typing clears that field's message at once, without checking again before the next submit.
    await user.type(field('First Name'), ' ');
    expect(screen.queryByText('First name is required')).toBeNull();
    expect(screen.getByText('Last name is required')).toBeTruthy();
  });

  it('does not submit an unchanged form, nor while saving', async () => {
    const { user, onSave, refresh } = setup();
    fireEvent.submit(screen.getByRole('form', { name: 'Name' }));
    await settle();
    expect(onSave).not.toHaveBeenCalled();
    await user.type(field('First Name'), 'x');
    refresh(ADA, true);
    fireEvent.submit(screen.getByRole('form', { name: 'Name' }));
    await settle();
    expect(onSave).not.toHaveBeenCalled();
    expect(button('Save').disabled).toBe(true);
  });
});
