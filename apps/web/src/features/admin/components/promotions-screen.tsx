import { enAdmin, enErrors, promotionInput, type AdminPromotion } from '@krishi/contract';
import { useState, type ReactNode } from 'react';
import { mediaUrl } from '../../../lib/media';
import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';
import { useAdminPromotions, useReorderPromotions, useSavePromotion } from '../api/promotions';
import { errorText } from '../lib/error-text';
import { adminLanguage, editableText, inLanguage } from '../lib/localized';
import { statusKey } from '../lib/status';
import { EditDialog, useEditForm } from './edit-form';
import { InputField, PictureField, StatusField } from './field';
import { ListAndEdit, type RowDialogProps } from './list-and-edit';
import { LocalizedPair } from './localized-pair';
import { EditButton, RowButton } from './row-button';

/** The home page's promotions in their order: moved up or down, edited with their picture in a dialog. */
export function PromotionsScreen() {
  const t = useStrings(enAdmin, enErrors);
  const promotions = useAdminPromotions();
  const reorder = useReorderPromotions();
  const rows = promotions.data ?? [];
  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((p) => p.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate(ids, { onError: (error) => toast.error(errorText(error, t)) });
  };
  return (
    <ListAndEdit
      title={t('admin.nav.promotions')}
      newLabel={t('admin.promotions.new')}
      rows={promotions}
      list={(shown, edit) => (
        <ol className="admin-cards">
          {shown.map((promotion, index) => {
            const title = inLanguage(promotion.title, adminLanguage()).text;
            return (
              <PromotionCard key={promotion.id} promotion={promotion}>
                {([-1, 1] as const).map((by) => (
                  <RowButton
                    key={by}
                    label={t(by < 0 ? 'admin.promotions.up' : 'admin.promotions.down')}
                    name={t(by < 0 ? 'admin.promotions.upNamed' : 'admin.promotions.downNamed', { name: title })}
                    disabled={shown[index + by] === undefined || reorder.isPending}
                    onClick={() => move(index, by)}
                  />
                ))}
                <EditButton name={t('admin.editNamed', { name: title })} onClick={() => edit(promotion)} />
              </PromotionCard>
            );
          })}
        </ol>
      )}
      dialog={(props) => <PromotionDialog {...props} />}
    />
  );
}

function PromotionCard({ promotion, children }: { promotion: AdminPromotion; children: ReactNode }) {
  const t = useStrings(enAdmin, enErrors);
  const title = inLanguage(promotion.title, adminLanguage());
  return (
    <li className="admin-card admin-card--row">
      {promotion.imageUrl && <img src={mediaUrl(promotion.imageUrl, 160)} alt="" width={120} height={60} />}
      <div>
        <h2 className="admin-card__title" lang={title.lang}>
          {title.text}
        </h2>
        <p className="admin-card__meta">
          {promotion.onClickUrl} · {t(`admin.status.${statusKey(promotion.status)}`)}
        </p>
        <div className="button-row">{children}</div>
      </div>
    </li>
  );
}

function PromotionDialog({ row: promotion, onClose }: RowDialogProps<AdminPromotion>) {
  const t = useStrings(enAdmin, enErrors);
  const [picture, setPicture] = useState<File | null>(null);
  const { bind, formProps } = useEditForm({
    schema: promotionInput,
    defaultValues: {
      title: editableText(promotion?.title),
      onClickUrl: promotion?.onClickUrl ?? '',
      status: statusKey(promotion?.status ?? 'INACTIVE'),
    },
    save: useSavePromotion(),
    variables: (body) => ({ id: promotion?.id ?? null, body, picture }),
    onSaved: onClose,
  });
  return (
    <EditDialog
      title={t(promotion ? 'admin.promotions.edit' : 'admin.promotions.new')}
      onClose={onClose}
      {...formProps}
    >
      <LocalizedPair label={t('admin.promotions.title')} en={bind('title.en')} kn={bind('title.kn')} />
      <InputField label={t('admin.promotions.link')} {...bind('onClickUrl')} />
      <StatusField {...bind('status')} />
      <PictureField hint={t('admin.promotions.pictureHint')} onChoose={setPicture} />
    </EditDialog>
  );
}
