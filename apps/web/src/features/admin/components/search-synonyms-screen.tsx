import { enAdmin, enErrors, type AdminSearchSynonym } from '@krishi/contract';
import { useAdminSearchSynonyms, useSaveSearchSynonym } from '../api/search-synonyms';
import { synonymForm, synonymValues } from '../lib/synonym-form';
import { EditDialog, useEditForm } from './edit-form';
import { InputField } from './field';
import { ListAndEdit, type RowDialogProps } from './list-and-edit';
import { EditButton } from './row-button';
import { useStrings } from '../../../lib/strings';

/**
 * The words farmers type for what the catalogue calls otherwise ('gobbara' for fertilizer), by
 * word; added or edited in a dialog. Search uses a change at once (decision 039).
 */
export function SearchSynonymsScreen() {
  const t = useStrings(enAdmin, enErrors);
  const synonyms = useAdminSearchSynonyms();
  return (
    <ListAndEdit
      title={t('admin.nav.synonyms')}
      newLabel={t('admin.synonyms.new')}
      rows={synonyms}
      columns={(edit) => [
        { header: t('admin.synonyms.word'), cell: (synonym) => <strong>{synonym.word}</strong> },
        { header: t('admin.synonyms.meansShort'), cell: (synonym) => synonym.means.join(', ') },
        {
          header: t('admin.variants.actions'),
          cell: (synonym) => (
            <EditButton name={t('admin.editNamed', { name: synonym.word })} onClick={() => edit(synonym)} />
          ),
        },
      ]}
      dialog={(props) => <SynonymDialog {...props} />}
    />
  );
}

function SynonymDialog({ row: synonym, onClose }: RowDialogProps<AdminSearchSynonym>) {
  const t = useStrings(enAdmin, enErrors);
  const { bind, formProps } = useEditForm({
    schema: synonymForm,
    defaultValues: synonymValues(synonym),
    save: useSaveSearchSynonym(),
    variables: (body) => ({ id: synonym?.id ?? null, body }),
    onSaved: onClose,
  });
  return (
    <EditDialog title={t(synonym ? 'admin.synonyms.edit' : 'admin.synonyms.new')} onClose={onClose} {...formProps}>
      <InputField label={t('admin.synonyms.word')} autoCapitalize="none" {...bind('word')} />
      <InputField label={t('admin.synonyms.means')} autoCapitalize="none" {...bind('means')} />
    </EditDialog>
  );
}
