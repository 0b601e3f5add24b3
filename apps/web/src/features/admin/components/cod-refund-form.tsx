import { useId, useState, type FormEvent } from 'react';
import { codRefund, enAdmin, enErrors, rupeesToPaise } from '@krishi/contract';
import { TextField } from '../../../components/text-field';
import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';
import { useRecordCodRefund } from '../api/orders';
import { errorText } from '../lib/error-text';

const FIELDS = ['amount', 'accountHolder', 'accountNumber', 'ifsc', 'reference'] as const;
const LABELS = {
  amount: 'admin.orders.codRefundAmount',
  accountHolder: 'admin.orders.codRefundHolder',
  accountNumber: 'admin.orders.codRefundAccount',
  ifsc: 'admin.orders.codRefundIfsc',
  reference: 'admin.orders.codRefundReference',
} as const;

/** A returned cash on delivery order: the bank transfer that refunded it, recorded once. */
export function CodRefundForm({ orderId }: { orderId: number }) {
  const t = useStrings(enAdmin, enErrors);
  const id = useId();
  const record = useRecordCodRefund();
  const [values, setValues] = useState<Record<(typeof FIELDS)[number], string>>({
    amount: '',
    accountHolder: '',
    accountNumber: '',
    ifsc: '',
    reference: '',
  });
  const [problem, setProblem] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = codRefund.safeParse({ ...values, amount: rupeesToPaise(Number(values.amount)) });
    if (!parsed.success) return setProblem(t('error.codRefundInvalid'));
    setProblem('');
    record.mutate(
      { id: orderId, refund: parsed.data },
      {
        onSuccess: () => toast.success(t('admin.orders.codRefundDone')),
        onError: (error) => setProblem(errorText(error, t)),
      },
    );
  };

  return (
    <form className="admin-form" noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`}>{t('admin.orders.codRefund')}</h2>
      {FIELDS.map((name) => (
        <TextField
          key={name}
          label={t(LABELS[name])}
          inputMode={name === 'amount' ? 'decimal' : name === 'accountNumber' ? 'numeric' : undefined}
          value={values[name]}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        />
      ))}
      <p className="field__error" role="alert">
        {problem}
      </p>
      <button type="submit" className="button" disabled={record.isPending}>
        {t('admin.orders.codRefundSave')}
      </button>
    </form>
  );
}
