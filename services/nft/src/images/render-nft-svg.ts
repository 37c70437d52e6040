import { drawBackground } from './background';
import { drawRealmBadge, drawRoleEmblem, drawTokenLabel } from './badges';
import { drawHead, drawNoseAndWhiskers, drawPaws, furColourFor, irisColourFor } from './cat-body';
import { drawCollar } from './collar';
import { drawFace } from './face';
import { drawSpecialFrame, drawSpecialGlow, specialKindOf } from './frame';
import { drawHeadAccessory } from './head-accessory';
import { drawMouth } from './mouth';
import { drawOutfit } from './outfit';
import { drawTail } from './tail';

export interface NftAttribute {
  trait_type: string;
  value: string | number;
}

function traitReader(attributes: readonly NftAttribute[]): (type: string) => string | undefined {
  const byType = new Map<string, string>();
  for (const attribute of attributes) {
    const type = String(attribute.trait_type).trim().toLowerCase();
    if (!byType.has(type)) byType.set(type, String(attribute.value).trim());
  }
  return (type) => byType.get(type.toLowerCase());
}

/**
 * A standalone SVG (400 x 400, no external references) of the NFT's cat, drawn from its traits.
 * Same input, same string. Element ids carry the token id so several SVGs can share one page.
 */
export function renderNftSvg(tokenId: number, attributes: readonly NftAttribute[]): string {
  const trait = traitReader(attributes);
  const safeId = Number.isSafeInteger(tokenId) ? tokenId : 0;
  const defsId = `nacho${Math.abs(safeId)}-`;
  const fur = furColourFor(safeId);
  const special = specialKindOf(trait('Type'), trait('Edition'));
  const optional = (type: string, draw: (value: string) => string) => {
    const value = trait(type);
    return value === undefined || value === '' ? '' : draw(value);
  };

  const layers = [
    drawBackground(trait('Base') ?? '', defsId),
    special ? drawSpecialGlow(special, defsId) : '',
    drawTail(trait('Tail') ?? '', fur, defsId),
    drawOutfit(trait('Outfit') ?? '', defsId),
    drawPaws(fur),
    optional('Collar', drawCollar),
    drawHead(fur),
    drawMouth(trait('Mood') ?? ''),
    drawNoseAndWhiskers(fur),
    drawFace(trait('Face') ?? '', irisColourFor(safeId)),
    optional('Head', drawHeadAccessory),
    optional('Realm', drawRealmBadge),
    optional('Role', drawRoleEmblem),
    special ? drawSpecialFrame(special, defsId) : '',
    drawTokenLabel(safeId, special ? 24 : 12),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">${layers.join('')}</svg>`;
}
