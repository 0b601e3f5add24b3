import { zodResolver } from '@hookform/resolvers/zod';
import {
  enAdmin,
  enErrors,
  ADMIN_STATUSES,
  categoryInput,
  type AdminCategory,
  type CategoryInput,
} from '@krishi/contract';
import { useState } from 'react';
import type { z } from 'zod';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/dialog';
import { usePageTitle } from '../../../lib/page-title';
import { useStrings } from '../../../lib/strings';
import { useAdminCategories, useSaveCategory } from '../api/taxonomy';
import { saveFeedback } from '../lib/error-text';
import { adminLanguage, inLanguage } from '../lib/localized';
import { statusKey } from '../lib/status';
import { optionalTypedNumber } from '../lib/typed-number';
import { Field } from './field';
import { ListState } from './list-state';
import { LocalizedPair } from './localized-pair';

/** The categories as a tree (children under their parent); each renamed, moved or switched off in a dialog. */
export function CategoriesScreen() {
  const t = useStrings(enAdmin, enErrors);
  usePageTitle(t('admin.nav.categories'));
  const categories = useAdminCategories();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const all = categories.data ?? [];
  return (
    <section aria-labelledby="admin-heading">
      <div className="admin-head">
        <h1 id="admin-heading">{t('admin.nav.categories')}</h1>
        <button type="button" className="button" onClick={() => setEditing('new')}>
          {t('admin.categories.new')}
        </button>
      </div>
      <ListState isPending={categories.isPending} isError={categories.isError} isEmpty={all.length === 0} />
      <CategoryBranch all={all} parentId={null} onEdit={setEditing} />
      {editing && (
        <CategoryDialog all={all} category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </section>
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
  const t = useStrings(enAdmin, enErrors);
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
              <button
                type="button"
                className="button button--small button--outline"
                onClick={() => onEdit(category)}
                aria-label={t('admin.editNamed', { name: name.text })}
              >
                {t('admin.edit')}
              </button>
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

function CategoryDialog({
  all,
  category,
  onClose,
}: {
  all: AdminCategory[];
  category: AdminCategory | null;
  onClose: () => void;
}) {
  const t = useStrings(enAdmin, enErrors);
  const save = useSaveCategory();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CategoryInput, unknown, z.output<typeof categoryInput>>({
    resolver: zodResolver(categoryInput),
    defaultValues: {
      name: { en: category?.name.en ?? '', kn: category?.name.kn ?? '' },
      parentId: category?.parentId ?? null,
      status: statusKey(category?.status ?? 'ACTIVE'),
    },
  });
  const excluded = category ? descendants(all, category.id) : new Set<number>();
  const submit = handleSubmit((values) =>
    save.mutate({ id: category?.id ?? null, body: values }, saveFeedback(t, onClose)),
  );
  return (
    <Dialog
      title={t(category ? 'admin.categories.edit' : 'admin.categories.new')}
      closeLabel={t('admin.close')}
      onClose={onClose}
      variant="drawer"
    >
      <form className="admin-form" onSubmit={submit} noValidate>
        <LocalizedPair
          label={t('admin.categories.name')}
          en={register('name.en')}
          kn={register('name.kn')}
          enError={errors.name?.en?.message}
          knError={errors.name?.kn?.message}
        />
        <Field label={t('admin.categories.parent')} error={errors.parentId?.message}>
          {(control) => (
            <select className="field__input" {...control} {...register('parentId', optionalTypedNumber)}>
              <option value="">{t('admin.categories.top')}</option>
              {all
                .filter((c) => !excluded.has(c.id))
                .map((c) => (
                  <option key={c.id} value={c.id}>
                    {inLanguage(c.name, adminLanguage()).text}
                  </option>
                ))}
            </select>
          )}
        </Field>
        <Field label={t('admin.products.status')} error={errors.status?.message}>
          {(control) => (
            <select className="field__input" {...control} {...register('status')}>
              {ADMIN_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`admin.status.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="button-row">
          <button type="submit" className="button" disabled={save.isPending}>
            {t('admin.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
