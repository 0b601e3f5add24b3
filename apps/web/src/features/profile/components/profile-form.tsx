import { useEffect, useId, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import {
  enErrors,
  enPasswords,
  enProfile,
  GENDERS,
  NAME_MAX_LENGTH,
  PROFILE_IMAGE_MAX_BYTES,
  profileInput,
  USER_TYPES,
  type PlaceSuggestion,
  type Profile,
  type ProfileInput,
  type UserProfile,
} from '@krishi/contract';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorCode, errorText as refusalText, issueText } from '../../../lib/error-text';
import { useDistricts } from '../api/get-districts';
import { useStates } from '../api/get-states';
import { useSaveProfile } from '../api/save-profile';
import { clearDraft, readDraft, writeDraft, type DraftValues } from '../lib/draft';
import { initialValues } from '../lib/initial-values';
import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';

/** The place search the route puts into the form; it calls `fill` with the chosen place. */
export type PlaceSearchSlot = (fill: (place: PlaceSuggestion) => void) => ReactNode;

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const digitsOnly = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);
/** The two name boxes, alike but for what the browser may fill in. */
const NAME_FIELDS = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
] as const;

/** A chosen value the list does not hold (still loading, or spelled by the place search) stays selectable. */
const withCurrent = (names: string[] | undefined, current: string) =>
  current && !names?.includes(current) ? [current, ...(names ?? [])] : (names ?? []);

interface ProfileFormProps {
  user: UserProfile;
  phoneNumber: string;
  placeSearch: PlaceSearchSlot;
}

/**
 * Registration and profile update (spec sections 2, 3 and 5): validated with the contract's
 * `profileInput`, the schema the server checks `userDtoJsonString` with. What is typed is kept
 * in localStorage and comes back after a reload.
 */
export function ProfileForm({ user, phoneNumber, placeSearch }: ProfileFormProps) {
  const t = useStrings(enErrors, enPasswords, enProfile);
  const navigate = useNavigate();
  const id = useId();
  const [defaults] = useState(() => initialValues(user, phoneNumber, readDraft(phoneNumber)));
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    subscribe,
    formState: { errors },
  } = useForm<ProfileInput, unknown, Profile>({
    resolver: zodResolver(profileInput),
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState(false);
  const save = useSaveProfile();
  const state = useWatch({ control, name: 'addressEntity.state' }) ?? '';
  const states = useStates();
  const districts = useDistricts(state);

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => writeDraft(phoneNumber, values as DraftValues),
      }),
    [subscribe, phoneNumber],
  );

  const fill = (place: PlaceSuggestion) => {
    const options = { shouldValidate: true, shouldDirty: true };
    setValue('addressEntity.state', place.state, options);
    setValue('addressEntity.district', place.district, options);
    setValue('addressEntity.taluk', place.taluk, options);
    setValue('addressEntity.pinCode', place.pinCode, options);
    setValue('addressEntity.addressLine1', place.addressLine1, options);
  };

  const onValid = (profile: Profile) => {
    const firstRegistration = !user.isRegistered;
    save.mutate(
      { profile, image },
      {
        onSuccess: () => {
          // What the page asked for is what was done: a first save registers, any later one updates.
          toast.success(t(firstRegistration ? 'profile.registered' : 'profile.updated'));
          clearDraft();
          if (firstRegistration) void navigate(paths.home());
        },
        onError: (error) => {
          // A refused token has already ended the session with its own message.
          if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
          const code = errorCode(error);
          if (code === 'emailTaken' || code === 'emailChangeLimit') {
            // Said already in the page's language: the field shows it as it is.
            setError('email', { type: 'server', message: refusalText(t, error) }, { shouldFocus: true });
          }
          toast.error(t(firstRegistration ? 'profile.registerFailed' : 'profile.updateFailed'));
        },
      },
    );
  };

  const errorText = (message: string | undefined) => issueText(t, message);
  const optional = (label: string) => (
    <>
      {label}
      <span className="field__optional"> {t('profile.optional')}</span>
    </>
  );
  const described = (inputId: string, message: string | undefined) =>
    message ? { 'aria-invalid': true, 'aria-describedby': `${inputId}-error` } : {};
  const a = errors.addressEntity;
  const pinCode = register('addressEntity.pinCode');

  return (
    <form className="profile-form" noValidate onSubmit={handleSubmit(onValid)}>
      <fieldset className="profile-form__section">
        <legend>{t('profile.personal')}</legend>
        <div className="profile-form__grid">
          {NAME_FIELDS.map(({ name, autoComplete }) => (
            <TextField
              key={name}
              label={t(`profile.${name}`)}
              error={errorText(errors[name]?.message)}
              autoComplete={autoComplete}
              maxLength={NAME_MAX_LENGTH}
              {...register(name)}
            />
          ))}
          <fieldset
            className="field profile-form__choice"
            aria-describedby={errors.gender ? `${id}-gender-error` : undefined}
          >
            <legend className="field__label">{t('profile.gender')}</legend>
            <div className="profile-form__radios">
              {GENDERS.map((gender) => (
                <label key={gender} className="profile-form__radio">
                  <input type="radio" value={gender} {...register('gender')} />
                  {t(`profile.gender.${gender}`)}
                </label>
              ))}
            </div>
            <FieldError id={`${id}-gender-error`} text={errorText(errors.gender?.message)} />
          </fieldset>
          <Field id={`${id}-userType`} label={t('profile.userType')} error={errorText(errors.userType?.message)}>
            <select
              id={`${id}-userType`}
              className="field__input"
              {...described(`${id}-userType`, errors.userType?.message)}
              {...register('userType')}
            >
              <option value="">{t('profile.userType.choose')}</option>
              {USER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`profile.userType.${type}`)}
                </option>
              ))}
            </select>
          </Field>
          <TextField
            label={t('profile.phoneNumber')}
            error={errorText(errors.phoneNumber?.message)}
            type="tel"
            readOnly
            {...register('phoneNumber')}
          />
          <TextField
            label={optional(t('passwords.profileEmail'))}
            hint={t('passwords.profileEmailHint')}
            error={errors.email?.type === 'server' ? errors.email.message : errorText(errors.email?.message)}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...register('email')}
          />
          <ImageField
            id={`${id}-image`}
            currentUrl={user.imageUrl}
            error={imageError}
            onChange={(file) => {
              const valid = file === null || (IMAGE_TYPES.includes(file.type) && file.size <= PROFILE_IMAGE_MAX_BYTES);
              setImageError(!valid);
              setImage(valid ? file : null);
            }}
          />
        </div>
      </fieldset>

      <fieldset className="profile-form__section">
        <legend>{t('profile.address')}</legend>
        {placeSearch(fill)}
        <div className="profile-form__grid">
          <Controller
            control={control}
            name="addressEntity.state"
            render={({ field }) => (
              <Field id={`${id}-state`} label={t('profile.state')} error={errorText(a?.state?.message)}>
                <select
                  id={`${id}-state`}
                  className="field__input"
                  {...described(`${id}-state`, a?.state?.message)}
                  {...field}
                  value={field.value ?? ''}
                  onChange={(event) => {
                    field.onChange(event.target.value);
                    // Spec section 4: the district resets when the state changes.
                    setValue('addressEntity.district', '', { shouldDirty: true });
                  }}
                >
                  <option value="">{t('profile.state.choose')}</option>
                  {withCurrent(states.data, field.value ?? '').map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
                <FieldError id={`${id}-states-error`} text={states.isError ? t('profile.statesError') : undefined} />
              </Field>
            )}
          />
          <Controller
            control={control}
            name="addressEntity.district"
            render={({ field }) => (
              <Field id={`${id}-district`} label={t('profile.district')} error={errorText(a?.district?.message)}>
                <select
                  id={`${id}-district`}
                  className="field__input"
                  {...described(`${id}-district`, a?.district?.message)}
                  {...field}
                  value={field.value ?? ''}
                >
                  <option value="">{t(state ? 'profile.district.choose' : 'profile.district.chooseStateFirst')}</option>
                  {withCurrent(districts.data, field.value ?? '').map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
                <FieldError
                  id={`${id}-districts-error`}
                  text={districts.isError ? t('profile.districtsError') : undefined}
                />
              </Field>
            )}
          />
          <TextField
            label={optional(t('profile.taluk'))}
            error={errorText(a?.taluk?.message)}
            {...register('addressEntity.taluk')}
          />
          <TextField
            label={optional(t('profile.addressLine1'))}
            error={errorText(a?.addressLine1?.message)}
            autoComplete="address-line1"
            {...register('addressEntity.addressLine1')}
          />
          <TextField
            label={optional(t('profile.pinCode'))}
            error={errorText(a?.pinCode?.message)}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            {...pinCode}
            onChange={(event) => {
              event.target.value = digitsOnly(event.target.value, 6);
              void pinCode.onChange(event);
            }}
          />
          <TextField label={t('profile.country')} readOnly {...register('addressEntity.country')} />
        </div>
      </fieldset>

      <button type="submit" className="button profile-form__submit" disabled={save.isPending}>
        {save.isPending ? t('profile.saving') : t(user.isRegistered ? 'profile.update' : 'profile.register')}
      </button>
    </form>
  );
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="field__error">
      {text}
    </p>
  );
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}

function ImageField({
  id,
  currentUrl,
  error,
  onChange,
}: {
  id: string;
  currentUrl: string | null;
  error: boolean;
  onChange: (file: File | null) => void;
}) {
  const t = useStrings(enErrors, enPasswords, enProfile);
  return (
    <div className="field profile-form__picture">
      <label className="field__label" htmlFor={id}>
        {t('profile.picture')}
        <span className="field__optional"> {t('profile.optional')}</span>
      </label>
      {currentUrl && (
        <img
          className="profile-form__avatar"
          src={currentUrl}
          alt={t('profile.pictureCurrent')}
          width="64"
          height="64"
        />
      )}
      <input
        id={id}
        className="profile-form__file"
        type="file"
        accept={IMAGE_TYPES.join(',')}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <p id={`${id}-hint`} className="field__hint">
        {t('profile.pictureHint')}
      </p>
      <FieldError id={`${id}-error`} text={error ? t('error.profileImageInvalid') : undefined} />
    </div>
  );
}
