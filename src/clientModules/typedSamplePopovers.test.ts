import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MARGIN, popoverBox } from './typedSamplePopovers';

/** A phone's viewport with its navbar, as the module measures it (`top` is where a popover may start). */
const PHONE = { width: 390, height: 844, top: 60 + MARGIN };

describe('popoverBox', () => {
  it('puts a popover that fits under its identifier, 4 px below it', () => {
    const box = popoverBox({ left: 40, top: 100, bottom: 120 }, { width: 200, height: 100 }, PHONE);
    assert.deepEqual(box, { left: 40, top: 124 });
  });

  it('keeps a wide popover MARGIN inside both sides', () => {
    const width = PHONE.width - 2 * MARGIN;
    assert.equal(popoverBox({ left: 16, top: 100, bottom: 120 }, { width, height: 100 }, PHONE).left, MARGIN);
    const nearRight = popoverBox({ left: 300, top: 100, bottom: 120 }, { width: 200, height: 100 }, PHONE);
    assert.equal(nearRight.left + 200, PHONE.width - MARGIN);
  });

  it('goes above when only the space above fits it', () => {
    const box = popoverBox({ left: 40, top: 700, bottom: 720 }, { width: 200, height: 300 }, PHONE);
    assert.deepEqual(box, { left: 40, top: 700 - 4 - 300 });
  });

  it('caps a popover taller than either side to the roomier one, below the navbar and MARGIN above the bottom', () => {
    const below = popoverBox({ left: 40, top: 200, bottom: 220 }, { width: 200, height: 2000 }, PHONE);
    assert.deepEqual(below, { left: 40, top: 224, maxHeight: PHONE.height - MARGIN - 224 });
    const above = popoverBox({ left: 40, top: 700, bottom: 720 }, { width: 200, height: 2000 }, PHONE);
    assert.deepEqual(above, { left: 40, top: PHONE.top, maxHeight: 700 - 4 - PHONE.top });
  });
});
