import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEventHandler, ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';
import type { z } from 'zod';
import { enAdmin, enErrors } from '@krishi/contract';
import { Dialog } from '../../../components/dialog';
import { saveFeedback } from '../lib/error-text';
import type { Binding } from './field';
import { useStrings } from '../../../lib/strings';

interface EditFormOptions<Values extends FieldValues, Output, Variables, Answer> {
  /** The schema the form checks and turns the typed values into the body with. */
  schema: z.ZodType<Output, Values>;
  defaultValues: DefaultValues<Values>;
  save: UseMutationResult<Answer, Error, Variables>;
  /** What the save is asked with, from the checked values. */
  variables: (values: Output) => Variables;
  /** After 'Saved' is said: close the dialog, open the new row's page. */
  onSaved?: (answer: Answer) => void;
}

/**
 * A back-office edit form: checked by its schema, saved by its mutation, then 'Saved' or the
 * refusal's reason as a toast. `bind` ties a field's box to its value and its error; `formProps`
 * go to the AdminForm or EditDialog.
 */
export function useEditForm<Values extends FieldValues, Output, Variables, Answer>({
  schema,
  defaultValues,
  save,
  variables,
  onSaved,
}: EditFormOptions<Values, Output, Variables, Answer>) {
  const t = useStrings(enAdmin, enErrors);
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const bind = (name: Path<Values>, options?: RegisterOptions<Values, Path<Values>>): Binding => ({
    field: form.register(name, options),
    error: form.getFieldState(name, form.formState).error?.message,
  });
  const onSubmit = form.handleSubmit((values) => save.mutate(variables(values), saveFeedback(t, onSaved)));
  return { form, bind, formProps: { onSubmit, pending: save.isPending } };
}

interface AdminFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A save is running: Save waits. */
  pending: boolean;
  children: ReactNode;
}

/** A back-office form: its fields, then Save. */
export function AdminForm({ onSubmit, pending, children }: AdminFormProps) {
  const t = useStrings(enAdmin, enErrors);
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate>
      {children}
      <div className="button-row">
        <button type="submit" className="button" disabled={pending}>
          {t('admin.save')}
        </button>
      </div>
    </form>
  );
}

/** A row added or edited in a drawer over its list. */
export function EditDialog({ title, onClose, ...form }: AdminFormProps & { title: string; onClose: () => void }) {
  const t = useStrings(enAdmin, enErrors);
  return (
    <Dialog title={title} closeLabel={t('admin.close')} onClose={onClose} variant="drawer">
      <AdminForm {...form} />
    </Dialog>
  );
}
