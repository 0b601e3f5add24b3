import { enAdmin, categoryInput, type AdminCategory } from '@krishi/contract';
import { useAdminCategories, useSaveCategory } from '../api/taxonomy';
import { adminLanguage, editableText, inLanguage } from '../lib/localized';
import { statusKey } from '../lib/status';
import { optionalTypedNumber } from '../lib/typed-number';
import { EditDialog, useEditForm } from './edit-form';
import { ChoiceField, StatusField } from './field';
import { ListAndEdit, type RowDialogProps } from './list-and-edit';
import { LocalizedPair } from './localized-pair';
import { EditButton } from './row-button';
import { useStrings } from '../../../lib/strings';

/** The categories as a tree (children under their parent); each renamed, moved or switched off in a dialog. */
export function CategoriesScreen() {
  const t = useStrings(enAdmin);
  const categories = useAdminCategories();
  const all = categories.data ?? [];
  return (
    <ListAndEdit
      title={t('admin.nav.categories')}
      newLabel={t('admin.categories.new')}
      rows={categories}
      list={(rows, edit) => <CategoryBranch all={rows} parentId={null} onEdit={edit} />}
      dialog={(props) => <CategoryDialog all={all} {...props} />}
    />
  );
}

function CategoryBranch({
  all,
  parentId,
  onEdit,
}: {
  all: AdminCategory[];
  parentId: number | null;
  onEdit: (category: AdminCategory) => void;
}) {
  const t = useStrings(enAdmin);
  const children = all.filter((c) => c.parentId === parentId);
  if (children.length === 0) return null;
  return (
    <ul className={parentId === null ? 'admin-tree' : 'admin-tree__children'}>
      {children.map((category) => {
        const name = inLanguage(category.name, adminLanguage());
        return (
          <li key={category.id}>
            <div className="admin-tree__row">
              <span lang={name.lang}>{name.text}</span>
              {statusKey(category.status) === 'INACTIVE' && (
                <span className="admin-badge">{t('admin.status.INACTIVE')}</span>
              )}
              <EditButton name={t('admin.editNamed', { name: name.text })} onClick={() => onEdit(category)} />
            </div>
            <CategoryBranch all={all} parentId={category.id} onEdit={onEdit} />
          </li>
        );
      })}
    </ul>
  );
}

/** A category and everything under it: none of them can become its parent. */
function descendants(all: AdminCategory[], id: number): Set<number> {
  const found = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const c of all) {
      if (c.parentId !== null && found.has(c.parentId) && !found.has(c.id)) {
        found.add(c.id);
        grew = true;
      }
    }
  }
  return found;
}

function CategoryDialog({ all, row: category, onClose }: RowDialogProps<AdminCategory> & { all: AdminCategory[] }) {
  const t = useStrings(enAdmin);
  const { bind, formProps } = useEditForm({
    schema: categoryInput,
    defaultValues: {
      name: editableText(category?.name),
      parentId: category?.parentId ?? null,
      status: statusKey(category?.status ?? 'ACTIVE'),
    },
    save: useSaveCategory(),
    variables: (body) => ({ id: category?.id ?? null, body }),
    onSaved: onClose,
  });
  const excluded = category ? descendants(all, category.id) : new Set<number>();
  return (
    <EditDialog title={t(category ? 'admin.categories.edit' : 'admin.categories.new')} onClose={onClose} {...formProps}>
      <LocalizedPair label={t('admin.categories.name')} en={bind('name.en')} kn={bind('name.kn')} />
      <ChoiceField
        label={t('admin.categories.parent')}
        none={t('admin.categories.top')}
        choices={all.filter((c) => !excluded.has(c.id))}
        {...bind('parentId', optionalTypedNumber)}
      />
      <StatusField {...bind('status')} />
    </EditDialog>
  );
}
