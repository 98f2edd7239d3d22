// A campaign holds its studio images, against the local stack: an image saved into one of the
// owner's campaigns (every slide of a carousel) is listed by the gallery's campaign filter and
// nowhere else's; a saved image is moved into a campaign, between campaigns and out of one;
// another owner's campaign is refused with nothing stored, and their campaign's id lists none
// of their images for anyone else.
import { beforeAll, describe, expect, it } from 'vitest';
import { billingEndpoints } from '#contracts/billing';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { CAMPAIGN_MESSAGES, type Campaign } from '#contracts/campaigns';
import { studioEndpoints as studio, type ImageDesign, type TemplateView } from '#contracts/studio';
import { cafeBrand } from '../support/brand.ts';
import { newCampaign } from '../support/campaigns.ts';
import { callApi, callOk, newUser, type TestUser } from '../support/users.ts';

let owner: TestUser;
let other: TestUser;
let spring: Campaign;
let summer: Campaign;
let theirs: Campaign;
let templates: TemplateView[];

const card = (headline: string): ImageDesign => ({
  template: 'text-card',
  size: 'square',
  fields: { [templates.find((t) => t.id === 'text-card')!.fields[0]!.name]: headline },
});

const idsIn = async (user: TestUser, campaignId?: string) =>
  (await callOk(studio.gallery, { token: user.accessToken, query: campaignId ? { campaignId } : {} })).images.map((image) => image.id);

beforeAll(async () => {
  [owner, other] = await Promise.all([newUser({ fullName: 'Cara Campaigns', companyName: 'Corner Café' }), newUser({ fullName: 'Otto Other' })]);
  await Promise.all(
    [owner, other].flatMap((u) => [
      callOk(billingEndpoints.localPay, { token: u.accessToken, body: { tier: 'premium' } }),
      callOk(brandKitEndpoints.save, { token: u.accessToken, body: cafeBrand as BrandKitInput }),
    ]),
  );
  [spring, summer, theirs] = await Promise.all([
    newCampaign(owner, 'Spring open day', ['instagram']),
    newCampaign(owner, 'Summer terrace', ['instagram']),
    newCampaign(other, 'Not yours', ['instagram']),
  ]);
  templates = (await callOk(studio.templates, { token: owner.accessToken })).templates;
});

describe('saving into a campaign', () => {
  it('lists the image under its campaign only, newest first, and in the whole gallery', async () => {
    const first = await callOk(studio.save, { token: owner.accessToken, body: { design: card('Open day: tastings from 10am'), campaignId: spring.id } });
    const second = await callOk(studio.save, { token: owner.accessToken, body: { design: card('Open day: the terrace opens'), campaignId: spring.id } });
    const loose = await callOk(studio.save, { token: owner.accessToken, body: { design: card('A quiet Tuesday') } });
    expect(first.image.campaignId).toBe(spring.id);
    expect(loose.image.campaignId).toBeNull();

    expect(await idsIn(owner, spring.id)).toEqual([second.image.id, first.image.id]);
    expect(await idsIn(owner, summer.id)).toEqual([]);
    expect(await idsIn(owner)).toEqual(expect.arrayContaining([first.image.id, second.image.id, loose.image.id]));
  });

  it('puts every slide of a carousel in the campaign, and saving a design already in the gallery moves it in', async () => {
    const listField = templates.find((t) => t.id === 'carousel')!.fields.find((f) => f.kind === 'list')!.name;
    const carousel: ImageDesign = { template: 'carousel', size: 'square', fields: { [listField]: ['Doors open at 10', 'Tastings all day', 'Book a table'] } };
    const saved = await callOk(studio.save, { token: owner.accessToken, body: { design: carousel, campaignId: summer.id } });
    expect(saved.slides.length).toBeGreaterThan(1);
    expect(saved.slides.every((slide) => slide.campaignId === summer.id)).toBe(true);
    expect(await idsIn(owner, summer.id)).toEqual(expect.arrayContaining(saved.slides.map((slide) => slide.id)));

    const plain = await callOk(studio.save, { token: owner.accessToken, body: { design: card('Iced lattes are back') } });
    const again = await callOk(studio.save, { token: owner.accessToken, body: { design: card('Iced lattes are back'), campaignId: summer.id } });
    expect(again).toMatchObject({ created: false, image: { id: plain.image.id, campaignId: summer.id } });
    expect(await idsIn(owner, summer.id)).toContain(plain.image.id);
  });

  it('refuses another owner’s campaign, as it refuses an unknown one, with nothing stored', async () => {
    const before = await idsIn(owner);
    for (const campaignId of [theirs.id, 'f'.repeat(32)]) {
      const refused = await callApi(studio.save, { token: owner.accessToken, body: { design: card(`Not mine ${campaignId.slice(0, 4)}`), campaignId } });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: CAMPAIGN_MESSAGES.notFound });
    }
    expect(await idsIn(owner)).toEqual(before);
    const malformed = await callApi(studio.save, { token: owner.accessToken, body: { design: card('Bad id'), campaignId: 'spring' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ message: expect.stringContaining('campaign id is not valid') });
  });
});

describe('changing a saved image’s campaign', () => {
  it('moves an image into a campaign, to another, and out, keeping its alt text', async () => {
    const { image } = await callOk(studio.save, { token: owner.accessToken, body: { design: card('Loyalty cards are here'), altText: 'A stamped card' } });
    const patch = (body: { campaignId?: string | null; altText?: string }) =>
      callOk(studio.update, { token: owner.accessToken, params: { imageId: image.id }, body });

    expect((await patch({ campaignId: spring.id })).image).toMatchObject({ campaignId: spring.id, altText: 'A stamped card' });
    expect(await idsIn(owner, spring.id)).toContain(image.id);
    await patch({ campaignId: summer.id });
    expect(await idsIn(owner, spring.id)).not.toContain(image.id);
    expect(await idsIn(owner, summer.id)).toContain(image.id);
    expect((await patch({ altText: 'A stamped loyalty card' })).image).toMatchObject({ campaignId: summer.id, altText: 'A stamped loyalty card' });
    expect((await patch({ campaignId: null })).image.campaignId).toBeNull();
    expect(await idsIn(owner, summer.id)).not.toContain(image.id);
    expect(await idsIn(owner)).toContain(image.id);
  });

  it('refuses another owner’s campaign and leaves the image where it was', async () => {
    const { image } = await callOk(studio.save, { token: owner.accessToken, body: { design: card('Soup of the day'), campaignId: spring.id } });
    const refused = await callApi(studio.update, { token: owner.accessToken, params: { imageId: image.id }, body: { campaignId: theirs.id } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: CAMPAIGN_MESSAGES.notFound });
    expect((await callOk(studio.get, { token: owner.accessToken, params: { imageId: image.id } })).image.campaignId).toBe(spring.id);
  });

  it('lists none of an owner’s campaign images for anyone else who names the campaign', async () => {
    const { image } = await callOk(studio.save, { token: other.accessToken, body: { design: card('Their secret menu'), campaignId: theirs.id } });
    expect(await idsIn(other, theirs.id)).toEqual([image.id]);
    expect(await idsIn(owner, theirs.id)).toEqual([]);
  });
});
