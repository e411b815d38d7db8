import axe from 'axe-core';

/**
 * axe-core's violations in `container`, each as its rule and the markup it found, for a state a component test
 * reaches and no browser test does. jsdom draws nothing, so the two rules that read what is drawn are left to the
 * browser tests of the screens that share the same components: colour contrast, and whether a control's visible
 * words are in its name (`label-content-name-mismatch` measures glyphs on a canvas, which jsdom lacks).
 */
export async function axeViolations(container: HTMLElement): Promise<string[]> {
  const { violations } = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, 'label-content-name-mismatch': { enabled: false } },
    // Only violations are read: axe then gathers no details of what passed.
    resultTypes: ['violations'],
  });
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html).join(', ')}`);
}
