import { zodResolver } from '@hookform/resolvers/zod';
import {
  enAdmin,
  enErrors,
  ADMIN_STATUSES,
  promotionInput,
  type AdminPromotion,
  type PromotionInput,
} from '@krishi/contract';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/dialog';
import { mediaUrl } from '../../../lib/media';
import { usePageTitle } from '../../../lib/page-title';
import { useAdminPromotions, useReorderPromotions, useSavePromotion } from '../api/promotions';
import { errorText, saveFeedback } from '../lib/error-text';
import { adminLanguage, inLanguage } from '../lib/localized';
import { statusKey } from '../lib/status';
import { Field } from './field';
import { ListState } from './list-state';
import { LocalizedPair } from './localized-pair';
import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';

/** The home page's promotions in their order: moved up or down, edited with their picture in a dialog. */
export function PromotionsScreen() {
  const t = useStrings(enAdmin, enErrors);
  usePageTitle(t('admin.nav.promotions'));
  const promotions = useAdminPromotions();
  const reorder = useReorderPromotions();
  const [editing, setEditing] = useState<AdminPromotion | 'new' | null>(null);
  const rows = promotions.data ?? [];
  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((p) => p.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate(ids, { onError: (error) => toast.error(errorText(error, t)) });
  };
  return (
    <section aria-labelledby="admin-heading">
      <div className="admin-head">
        <h1 id="admin-heading">{t('admin.nav.promotions')}</h1>
        <button type="button" className="button" onClick={() => setEditing('new')}>
          {t('admin.promotions.new')}
        </button>
      </div>
      <ListState isPending={promotions.isPending} isError={promotions.isError} isEmpty={rows.length === 0} />
      <ol className="admin-cards">
        {rows.map((promotion, index) => {
          const title = inLanguage(promotion.title, adminLanguage());
          return (
            <li key={promotion.id} className="admin-card admin-card--row">
              {promotion.imageUrl && <img src={mediaUrl(promotion.imageUrl, 160)} alt="" width={120} height={60} />}
              <div>
                <h2 className="admin-card__title" lang={title.lang}>
                  {title.text}
                </h2>
                <p className="admin-card__meta">
                  {promotion.onClickUrl} · {t(`admin.status.${statusKey(promotion.status)}`)}
                </p>
                <div className="button-row">
                  <button
                    type="button"
                    className="button button--small button--outline"
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => move(index, -1)}
                    aria-label={t('admin.promotions.upNamed', { name: title.text })}
                  >
                    {t('admin.promotions.up')}
                  </button>
                  <button
                    type="button"
                    className="button button--small button--outline"
                    disabled={index === rows.length - 1 || reorder.isPending}
                    onClick={() => move(index, 1)}
                    aria-label={t('admin.promotions.downNamed', { name: title.text })}
                  >
                    {t('admin.promotions.down')}
                  </button>
                  <button
                    type="button"
                    className="button button--small button--outline"
                    onClick={() => setEditing(promotion)}
                    aria-label={t('admin.editNamed', { name: title.text })}
                  >
                    {t('admin.edit')}
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {editing && <PromotionDialog promotion={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </section>
  );
}

function PromotionDialog({ promotion, onClose }: { promotion: AdminPromotion | null; onClose: () => void }) {
  const t = useStrings(enAdmin, enErrors);
  const save = useSavePromotion();
  const [picture, setPicture] = useState<File | null>(null);
  const pictureId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PromotionInput, unknown, z.output<typeof promotionInput>>({
    resolver: zodResolver(promotionInput),
    defaultValues: {
      title: { en: promotion?.title.en ?? '', kn: promotion?.title.kn ?? '' },
      onClickUrl: promotion?.onClickUrl ?? '',
      status: statusKey(promotion?.status ?? 'INACTIVE'),
    },
  });
  const submit = handleSubmit((values) =>
    save.mutate({ id: promotion?.id ?? null, body: values, picture }, saveFeedback(t, onClose)),
  );
  return (
    <Dialog
      title={t(promotion ? 'admin.promotions.edit' : 'admin.promotions.new')}
      closeLabel={t('admin.close')}
      onClose={onClose}
      variant="drawer"
    >
      <form className="admin-form" onSubmit={submit} noValidate>
        <LocalizedPair
          label={t('admin.promotions.title')}
          en={register('title.en')}
          kn={register('title.kn')}
          enError={errors.title?.en?.message}
          knError={errors.title?.kn?.message}
        />
        <Field label={t('admin.promotions.link')} error={errors.onClickUrl?.message}>
          {(control) => <input className="field__input" {...control} {...register('onClickUrl')} />}
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
        <div className="field">
          <label className="field__label" htmlFor={pictureId}>
            {t('admin.images.choose')}
          </label>
          <p id={`${pictureId}-hint`} className="field__hint">
            {t('admin.promotions.pictureHint')}
          </p>
          <input
            id={pictureId}
            className="field__input"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={`${pictureId}-hint`}
            onChange={(e) => setPicture(e.target.files?.[0] ?? null)}
          />
        </div>
        <div className="button-row">
          <button type="submit" className="button" disabled={save.isPending}>
            {t('admin.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
