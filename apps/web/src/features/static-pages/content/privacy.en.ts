import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../lib/contact';
import type { DocumentContent } from './types';

const privacy: DocumentContent = {
  title: 'Privacy Policy',
  updated: '2026-11-01',
  intro: [
    'This policy explains what personal information Krishi Mandi collects, why we collect it and how we protect it. It applies to our website and our mobile app.',
  ],
  sections: [
    {
      id: 'collect',
      heading: 'Information we collect',
      items: [
        'Account details: your mobile number, name, gender and the kind of user you are (farmer, trader, business or other).',
        'Addresses: the delivery addresses you save, including state, district, taluk and pincode.',
        'Orders and payments: the products you buy, your cart, the coupons you use and the payment reference from our payment partner. We never see or store your full card number.',
        'The reviews you write and the messages you send to our support team.',
        'Technical data: device and browser type, language setting and pages visited, used to keep the service working and secure.',
      ],
    },
    {
      id: 'use',
      heading: 'How we use it',
      items: [
        'To create your account and verify you with a one-time password.',
        'To process orders, arrange delivery with sellers and handle cancellations and refunds.',
        'To show you the prices, coupons and delivery estimates that apply to you.',
        'To send order updates and, if you allow it, notifications about offers. You can turn notifications off at any time.',
        'To prevent fraud and to protect the platform and its users.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      paragraphs: [
        'We share only what is needed: your name, phone number and delivery address with the seller and courier handling your order; payment details with our payment partner; and information the law requires with government authorities when they lawfully ask for it. We do not sell your personal data.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: [
        'Your data is stored on secure servers. We keep it while your account is active and for at most 12 months after your account ends, unless the law requires a longer period (for example, tax records of invoices).',
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      paragraphs: [
        'Data travels over encrypted connections, only the staff who need it can access it, and passwords are never stored in your browser. No system is perfectly secure, so please keep your phone and your OTPs safe.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your choices and rights',
      paragraphs: [
        'You can view and update your profile and addresses in Your Account, switch notifications off, and ask us to correct or delete your data. Deleting your account also removes your access to your order history.',
      ],
    },
    {
      id: 'age',
      heading: 'Age limit',
      paragraphs: [
        'The platform is meant for adults. You must be 18 years or older to create an account, and we do not knowingly collect data from anyone younger.',
      ],
    },
    {
      id: 'storage',
      heading: 'Cookies and local storage',
      paragraphs: [
        'We use your browser’s local storage to remember your language, your login session and things like category names, so pages open faster. We do not use it for advertising.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes and contact',
      paragraphs: [
        `Any change to this policy will be published on this page with a new date. For privacy questions or requests, write to ${SUPPORT_EMAIL} or call ${SUPPORT_PHONE}.`,
      ],
    },
  ],
};

export default privacy;
