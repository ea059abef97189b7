import { afterEach, describe, expect, it } from 'vitest';
import { focusIsLost, focusWhenShown } from './focus';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusWhenShown (issue 20)', () => {
  it('focuses a heading drawn later, making it focusable by script only', async () => {
    expect(focusIsLost()).toBe(true);
    focusWhenShown('estudantes-title');
    const h2 = document.createElement('h2');
    h2.id = 'estudantes-title';
    setTimeout(() => document.body.append(h2), 30);
    await new Promise((r) => setTimeout(r, 120));
    expect(document.activeElement).toBe(h2);
    expect(h2.tabIndex).toBe(-1);
    expect(focusIsLost()).toBe(false);
  });

  it('leaves a focusable element its own tab order, and gives up when nothing shows', async () => {
    const button = document.createElement('button');
    button.id = 'b';
    document.body.append(button);
    focusWhenShown('b');
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('tabindex')).toBeNull();
    button.blur();
    focusWhenShown('nothing', 40);
    await new Promise((r) => setTimeout(r, 100));
    expect(focusIsLost()).toBe(true);
  });
});
