import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  accountLookupResponse,
  ADMIN_ROLE,
  MAX_JSON_DEPTH,
  messages,
  NAME_MAX_LENGTH,
  PROFILE_IMAGE_MAX_BYTES,
  userProfileResponse,
  type ProfileInput,
} from '@krishi/contract';
import { users } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { bearer, logIn } from '../../test/login.js';

let t: TestApp;
let nextPhone = 9_100_000_000;
const newPhone = () => String(nextPhone++);

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const form = (phoneNumber: string, changes: Partial<ProfileInput> = {}): ProfileInput => ({
  firstName: 'Asha',
  lastName: 'Gowda',
  gender: 'FEMALE',
  userType: 'FARMER',
  phoneNumber,
  addressEntity: {
    state: 'Karnataka',
    district: 'Mandya',
    taluk: 'Maddur',
    addressLine1: 'Near the temple',
    pinCode: '571428',
  },
  ...changes,
});

/** A multipart body as a browser's FormData sends it. */
async function multipart(fields: Record<string, string | Blob>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

async function save(token: string, fields: Record<string, string | Blob>) {
  const body = await multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/save',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}
const saveForm = (token: string, input: unknown) => save(token, { userDtoJsonString: JSON.stringify(input) });
const picture = (format: 'png' | 'jpeg', width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#2a7a3b' } })
    .toFormat(format)
    .toBuffer();

describe('GET /unauth/user/{phone}', () => {
  it('shows the own account, without any password', async () => {
    const phone = newPhone();
    const { authToken, userId } = await logIn(t, phone);
    const response = await t.app.inject({ url: `/unauth/user/${phone}`, headers: bearer(authToken) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { userId, phoneNumber: phone, isRegistered: false } });
    expect(accountLookupResponse.parse(response.json()).data).not.toHaveProperty('password');
  });

  it('tells an operator of the back office so, for the menu to link to it', async () => {
    const phone = newPhone();
    const { authToken, userId } = await logIn(t, phone);
    await t.database.db.update(users).set({ role: ADMIN_ROLE }).where(eq(users.id, userId));
    const response = await t.app.inject({ url: `/api/userDetails/${phone}`, headers: bearer(authToken) });
    expect(userProfileResponse.parse(response.json()).data.isAdmin).toBe(true);
  });

  it("refuses another user's phone", async () => {
    const [mine, theirs] = [newPhone(), newPhone()];
    const { authToken } = await logIn(t, mine);
    await logIn(t, theirs);
    const response = await t.app.inject({ url: `/unauth/user/${theirs}`, headers: bearer(authToken) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: messages.forbidden });
  });

  it('answers a known and an unknown phone alike without a token', async () => {
    const known = newPhone();
    await t.database.db.insert(users).values({ phoneNumber: known, registeredAt: new Date() });
    const a = await t.app.inject({ url: `/unauth/user/${known}` });
    const b = await t.app.inject({ url: `/unauth/user/${newPhone()}` });
    expect(a.statusCode).toBe(403);
    expect([a.statusCode, a.json()]).toEqual([b.statusCode, b.json()]);
  });
});

describe('GET /api/userDetails/{phone}', () => {
  it('shows a new user an empty, unregistered profile', async () => {
    const phone = newPhone();
    const { authToken, userId } = await logIn(t, phone);
    const response = await t.app.inject({ url: `/api/userDetails/${phone}`, headers: bearer(authToken) });
    expect(response.statusCode).toBe(200);
    expect(userProfileResponse.parse(response.json()).data).toEqual({
      userId,
      phoneNumber: phone,
      firstName: null,
      lastName: null,
      gender: null,
      userType: null,
      imageUrl: null,
      email: null,
      addressEntity: null,
      isRegistered: false,
      isAdmin: false,
    });
  });

  it("refuses another user's phone", async () => {
    const [mine, theirs] = [newPhone(), newPhone()];
    const { authToken } = await logIn(t, mine);
    await logIn(t, theirs);
    const response = await t.app.inject({ url: `/api/userDetails/${theirs}`, headers: bearer(authToken) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: messages.forbidden });
  });

  it('asks for a login without a token', async () => {
    const response = await t.app.inject({ url: `/api/userDetails/${newPhone()}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: messages.unauthorized });
  });
});

describe('POST /api/save', () => {
  let phone: string;
  let token: string;
  beforeAll(async () => {
    phone = newPhone();
    token = (await logIn(t, phone)).authToken;
  });

  it('needs the userDtoJsonString field', async () => {
    const response = await save(token, { somethingElse: '{}' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.profileFieldMissing });
  });

  it('refuses a field nesting thousands of levels with 400, as a JSON body is', async () => {
    const deep = `{"firstName":${'['.repeat(5600)}${']'.repeat(5600)}}`;
    const response = await save(token, { userDtoJsonString: deep });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.jsonTooDeep(MAX_JSON_DEPTH) });
  });

  it('needs the field to hold a JSON object', async () => {
    for (const text of ['{"firstName": "Asha"', '"Asha"', '[1, 2]']) {
      const response = await save(token, { userDtoJsonString: text });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: messages.profileNotJson });
    }
  });

  it.each([
    ['firstName', { firstName: '' }, messages.firstNameRequired],
    ['firstName', { firstName: 'A' }, messages.firstNameTooShort],
    ['lastName', { lastName: 'B'.repeat(NAME_MAX_LENGTH + 1) }, messages.lastNameTooLong],
    ['lastName', { lastName: undefined }, messages.lastNameRequired],
    ['gender', { gender: 'OTHER' as 'MALE' }, messages.genderRequired],
    ['userType', { userType: undefined }, messages.userTypeRequired],
    ['addressEntity.state', { addressEntity: { state: '', district: 'Mandya' } }, messages.stateRequired],
    ['addressEntity', { addressEntity: undefined }, messages.stateRequired],
    ['phoneNumber', { phoneNumber: '' }, messages.phoneRequired],
    [
      'addressEntity.pinCode',
      { addressEntity: { state: 'Karnataka', district: 'Mandya', pinCode: '5714' } },
      messages.pinCodeInvalid,
    ],
  ])('refuses a bad %s with the form message', async (field, changes, message) => {
    const response = await saveForm(token, form(phone, changes));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errorDetails: [{ field, message }] });
  });

  it('refuses to change the phone number', async () => {
    const response = await saveForm(token, form(newPhone()));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.profilePhoneMismatch);
  });

  it('asks for a login without a token', async () => {
    const body = await multipart({ userDtoJsonString: JSON.stringify(form(phone)) });
    const response = await t.app.inject({ method: 'POST', url: '/api/save', ...body });
    expect(response.statusCode).toBe(401);
  });

  it('registers on the first save and updates afterwards', async () => {
    const own = newPhone();
    const { authToken } = await logIn(t, own);
    const first = await saveForm(authToken, form(own));
    expect(first.statusCode).toBe(200);
    const registered = userProfileResponse.parse(first.json());
    expect(registered.message).toBe(messages.registrationSuccessful);
    expect(registered.data).toMatchObject({
      firstName: 'Asha',
      isRegistered: true,
      addressEntity: { state: 'Karnataka', pinCode: '571428', country: 'INDIA' },
    });
    const second = await saveForm(authToken, form(own, { firstName: 'Ashwini' }));
    expect(userProfileResponse.parse(second.json())).toMatchObject({
      message: messages.profileUpdated,
      data: { firstName: 'Ashwini' },
    });
    const details = await t.app.inject({ url: `/api/userDetails/${own}`, headers: bearer(authToken) });
    expect(userProfileResponse.parse(details.json()).data.firstName).toBe('Ashwini');
  });

  it('takes the form as JSON too', async () => {
    const own = newPhone();
    const { authToken } = await logIn(t, own);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/save',
      headers: bearer(authToken),
      payload: { userDtoJsonString: JSON.stringify(form(own)) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.registrationSuccessful);
  });

  it('keeps a picture as a 256 px square WebP, served for a year', async () => {
    const own = newPhone();
    const { authToken } = await logIn(t, own);
    const response = await save(authToken, {
      userDtoJsonString: JSON.stringify(form(own)),
      image: new Blob([await picture('png')], { type: 'image/png' }),
    });
    expect(response.statusCode).toBe(200);
    const { imageUrl } = userProfileResponse.parse(response.json()).data;
    expect(imageUrl).toMatch(/^\/media\/profiles\/[a-f0-9]{64}\.webp$/);
    const served = await t.app.inject({ url: imageUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('keeps the picture when a later save sends none', async () => {
    const own = newPhone();
    const { authToken } = await logIn(t, own);
    const withPicture = await save(authToken, {
      userDtoJsonString: JSON.stringify(form(own)),
      image: new Blob([await picture('jpeg', 300, 900)], { type: 'image/jpeg' }),
    });
    const { imageUrl } = userProfileResponse.parse(withPicture.json()).data;
    const later = await saveForm(authToken, form(own, { lastName: 'Hegde' }));
    expect(userProfileResponse.parse(later.json()).data.imageUrl).toBe(imageUrl);
  });

  it('takes an empty file part, as an untouched file input sends it, for no picture', async () => {
    const own = newPhone();
    const { authToken } = await logIn(t, own);
    const response = await save(authToken, {
      userDtoJsonString: JSON.stringify(form(own)),
      image: new File([], '', { type: 'application/octet-stream' }),
    });
    expect(response.statusCode).toBe(200);
    expect(userProfileResponse.parse(response.json()).data.imageUrl).toBeNull();
  });

  it('refuses a file that is not a picture, whatever its type says, and saves nothing', async () => {
    const own = newPhone();
    const { authToken } = await logIn(t, own);
    const response = await save(authToken, {
      userDtoJsonString: JSON.stringify(form(own)),
      image: new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/png' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.profileImageInvalid });
    const details = await t.app.inject({ url: `/api/userDetails/${own}`, headers: bearer(authToken) });
    expect(userProfileResponse.parse(details.json()).data.isRegistered).toBe(false);
  });

  it('refuses a picture over the size limit', async () => {
    const response = await save(token, {
      userDtoJsonString: JSON.stringify(form(phone)),
      image: new Blob([Buffer.alloc(PROFILE_IMAGE_MAX_BYTES + 1)], { type: 'image/jpeg' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: messages.profileImageInvalid });
  });

  it('answers 404 for a picture it does not have', async () => {
    for (const url of [`/media/profiles/${'a'.repeat(64)}.webp`, '/media/profiles/..%2F..%2Fdb']) {
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    }
  });
});

describe('the profile e-mail', () => {
  it('is optional, saved lower-case and shown with the profile', async () => {
    const own = newPhone();
    const { authToken } = await logIn(t, own);
    const saved = await saveForm(authToken, form(own, { email: ' Asha.Gowda@Example.IN ' }));
    expect(saved.statusCode).toBe(200);
    expect(userProfileResponse.parse(saved.json()).data.email).toBe('asha.gowda@example.in');
    const cleared = await saveForm(authToken, form(own, { email: '' }));
    expect(userProfileResponse.parse(cleared.json()).data.email).toBeNull();
  });

  it("says 'Email is not valid' for a malformed one", async () => {
    const own = newPhone();
    const { authToken } = await logIn(t, own);
    const response = await saveForm(authToken, form(own, { email: 'asha@' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.emailNotValid);
  });

  it('names one account only: another account cannot save it, in any case', async () => {
    const first = newPhone();
    const second = newPhone();
    const a = await logIn(t, first);
    const b = await logIn(t, second);
    expect((await saveForm(a.authToken, form(first, { email: 'shared@example.in' }))).statusCode).toBe(200);
    const clash = await saveForm(b.authToken, form(second, { email: 'SHARED@example.in' }));
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toMatchObject({ message: messages.emailTaken });
    const details = await t.app.inject({ url: `/api/userDetails/${second}`, headers: bearer(b.authToken) });
    expect(userProfileResponse.parse(details.json()).data).toMatchObject({ email: null, isRegistered: false });
    // The owner saving it again is no clash.
    expect((await saveForm(a.authToken, form(first, { email: 'shared@example.in' }))).statusCode).toBe(200);
  });

  it('a user trying new e-mails, free or taken, is stopped after five an hour with a clear message', async () => {
    const owner = newPhone();
    const prober = newPhone();
    const ownerLogin = await logIn(t, owner);
    expect((await saveForm(ownerLogin.authToken, form(owner, { email: 'owner@example.in' }))).statusCode).toBe(200);
    const { authToken } = await logIn(t, prober);
    const probe = (email: string) => saveForm(authToken, form(prober, { email }));

    const statuses = [];
    for (const email of ['a@example.in', 'owner@example.in', 'b@example.in', 'c@example.in', 'd@example.in']) {
      statuses.push((await probe(email)).statusCode);
    }
    const refused = await probe('owner@example.in');

    expect(statuses).toEqual([200, 400, 200, 200, 200]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: messages.emailChangeLimit });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('saving the profile with the e-mail it already has is not counted', async () => {
    const phone = newPhone();
    const { authToken } = await logIn(t, phone);
    const saveWith = (email: string, firstName: string) => saveForm(authToken, form(phone, { email, firstName }));
    expect((await saveWith('steady@example.in', 'Ravi')).statusCode).toBe(200);
    for (let i = 0; i < 8; i++)
      expect((await saveWith('steady@example.in', `Ravi${'a'.repeat(i)}`)).statusCode).toBe(200);
  });
});
