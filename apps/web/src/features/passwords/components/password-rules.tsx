import { enPasswords, PASSWORD_RULES, PASSWORD_SPECIALS } from '@krishi/contract';
import { type StringKey, useStrings } from '../../../lib/strings';

/** The page's words for each rule of the contract, in the contract's order. */
const RULE_KEYS: readonly StringKey<typeof enPasswords>[] = [
  'passwords.rule.length',
  'passwords.rule.letter',
  'passwords.rule.number',
  'passwords.rule.special',
];

/** Spec section 5's rules, ticked off as the password is typed. */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const t = useStrings(enPasswords);
  return (
    <div id={id}>
      <p className="field__hint">{t('passwords.rulesHeading')}</p>
      <ul className="password-rules">
        {PASSWORD_RULES.map((rule, index) => {
          const met = rule.test(password);
          return (
            <li key={rule.message} data-met={met}>
              <span className="password-rules__mark" aria-hidden="true">
                {met ? '✓' : '•'}
              </span>
              <span>
                {t(RULE_KEYS[index]!, { chars: PASSWORD_SPECIALS })}
                <span className="visually-hidden"> ({t(met ? 'passwords.rule.met' : 'passwords.rule.unmet')})</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
