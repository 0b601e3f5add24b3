import { enAdmin, enCounter, enErrors, LICENCE_KINDS, sellerInput, type AdminSeller } from '@krishi/contract';
import { useState } from 'react';
import { useAdminSellers, useSaveSeller, useStates } from '../api/taxonomy';
import { formErrorKey } from '../lib/form-errors';
import { adminLanguage, editableText, inLanguage } from '../lib/localized';
import { statusKey } from '../lib/status';
import { EditDialog, useEditForm } from './edit-form';
import { CheckField, InputField, PictureField, StatusField, type Binding } from './field';
import { ListAndEdit, type RowDialogProps } from './list-and-edit';
import { LocalizedPair } from './localized-pair';
import { EditButton } from './row-button';
import { useStrings } from '../../../lib/strings';
import { toast } from '../../../lib/toast';

/** Brands and sellers with the states they deliver to. */
export function SellersScreen() {
  const t = useStrings(enAdmin, enErrors);
  const sellers = useAdminSellers();
  return (
    <ListAndEdit
      title={t('admin.nav.sellers')}
      newLabel={t('admin.sellers.new')}
      rows={sellers}
      list={(rows, edit) => <SellerCards sellers={rows} onEdit={edit} />}
      dialog={(props) => <SellerDialog {...props} />}
    />
  );
}

function SellerCards({ sellers, onEdit }: { sellers: AdminSeller[]; onEdit: (seller: AdminSeller) => void }) {
  return (
    <ul className="admin-cards">
      {sellers.map((seller) => (
        <SellerCard key={seller.id} seller={seller} onEdit={() => onEdit(seller)} />
      ))}
    </ul>
  );
}

function SellerCard({ seller, onEdit }: { seller: AdminSeller; onEdit: () => void }) {
  const t = useStrings(enAdmin, enCounter, enErrors);
  const name = inLanguage(seller.name, adminLanguage());
  const licences = LICENCE_KINDS.flatMap((kind) => {
    const number = seller.licences[kind];
    return number ? [`${t(`counter.licence.${kind}`)}: ${number}`] : [];
  });
  return (
    <li className="admin-card">
      <h2 className="admin-card__title" lang={name.lang}>
        {name.text}
      </h2>
      <p className="admin-card__meta">
        {seller.businessName} · {seller.pincode} · {seller.state} · {t(`admin.status.${statusKey(seller.status)}`)}
      </p>
      <p className="admin-card__meta">{t('admin.sellers.serves', { states: seller.servedStates.join(', ') })}</p>
      {licences.length > 0 && <p className="admin-card__meta">{licences.join(' · ')}</p>}
      {!seller.acceptsCod && <p className="admin-card__meta">{t('admin.sellers.noCod')}</p>}
      <EditButton name={t('admin.editNamed', { name: name.text })} onClick={onEdit} />
    </li>
  );
}

function SellerDialog({ row: seller, onClose }: RowDialogProps<AdminSeller>) {
  const t = useStrings(enAdmin, enCounter, enErrors);
  const [picture, setPicture] = useState<File | null>(null);
  const { bind, formProps } = useEditForm({
    schema: sellerInput,
    defaultValues: {
      name: editableText(seller?.name),
      businessName: seller?.businessName ?? '',
      customerCareNumber: seller?.customerCareNumber ?? '',
      pincode: seller?.pincode ?? '',
      servedStates: seller?.servedStates ?? [],
      acceptsCod: seller?.acceptsCod ?? true,
      status: statusKey(seller?.status ?? 'ACTIVE'),
      licences: {
        pesticide: seller?.licences.pesticide ?? '',
        fertilizer: seller?.licences.fertilizer ?? '',
        seed: seller?.licences.seed ?? '',
      },
    },
    save: useSaveSeller(),
    variables: (body) => ({ id: seller?.id ?? null, body, picture }),
    onSaved: ({ productsDeactivated }) => {
      // A removed licence took products off sale: the operator hears how many, in a toast that stays longer than 'Saved'.
      if (productsDeactivated > 0) {
        toast(t('counter.admin.productsDeactivated', { count: productsDeactivated }), { duration: 10_000 });
      }
      onClose();
    },
  });
  return (
    <EditDialog title={t(seller ? 'admin.sellers.edit' : 'admin.sellers.new')} onClose={onClose} {...formProps}>
      <LocalizedPair label={t('admin.sellers.name')} en={bind('name.en')} kn={bind('name.kn')} />
      <InputField label={t('admin.sellers.businessName')} {...bind('businessName')} />
      <InputField label={t('admin.sellers.customerCare')} inputMode="tel" {...bind('customerCareNumber')} />
      <InputField label={t('admin.sellers.pincode')} inputMode="numeric" {...bind('pincode')} />
      <ServedStates {...bind('servedStates')} />
      <CheckField label={t('admin.sellers.acceptsCod')} {...bind('acceptsCod')} />
      <fieldset className="admin-fieldset">
        <legend>{t('counter.admin.licences')}</legend>
        <p className="admin-card__meta">{t('counter.admin.licencesHint')}</p>
        {LICENCE_KINDS.map((kind) => (
          <InputField key={kind} label={t(`counter.licence.${kind}`)} {...bind(`licences.${kind}`)} />
        ))}
      </fieldset>
      <StatusField {...bind('status')} />
      <PictureField onChoose={setPicture} />
    </EditDialog>
  );
}

/** The states a seller delivers to, one checkbox each, from the gazetteer. */
function ServedStates({ field, error }: Binding) {
  const t = useStrings(enAdmin, enErrors);
  const states = useStates();
  const errorKey = formErrorKey(error);
  return (
    <fieldset className="admin-fieldset" aria-describedby={errorKey ? 'served-states-error' : undefined}>
      <legend>{t('admin.sellers.servedStates')}</legend>
      {states.isPending && <p role="status">{t('admin.loading')}</p>}
      <div className="admin-checks">
        {(states.data ?? []).map((state) => (
          <CheckField key={state} label={state} value={state} field={field} />
        ))}
      </div>
      {errorKey && (
        <p id="served-states-error" className="field__error">
          {t(errorKey)}
        </p>
      )}
    </fieldset>
  );
}
