import type { Page } from 'playwright-core';

/**
 * Everything drawn outside the window's width, and header clusters drawn over each other. With
 * `controls`, a cluster counts every visible control in it, which may reach past the cluster's box
 * (the clusters keep their grid columns, so an overflowing control is drawn over the wordmark without
 * moving a cluster's box); below about 400 px the search button's round target already reaches a few
 * pixels past its cluster, so the chrome test keeps to the boxes.
 */
export const layoutProblems = (page: Page, { controls = false } = {}) =>
  page.evaluate((controls) => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    }
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    for (const el of document.querySelectorAll('header *')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < -0.5 || box.right > width + 0.5)
        problems.push(`${describe(el)} outside ${box.left}..${box.right}`);
    }
    const row = document.querySelector('header > div');
    const clusters = [...(row?.children ?? [])]
      .filter((el) => el.getBoundingClientRect().width > 0)
      .map((el) => {
        const boxes = [el, ...(controls ? el.querySelectorAll('*') : [])]
          .map((part) => part.getBoundingClientRect())
          .filter((box) => box.width > 1 && box.height > 1); // sr-only text is 1 px: nothing drawn
        return {
          el,
          left: Math.min(...boxes.map((box) => box.left)),
          right: Math.max(...boxes.map((box) => box.right)),
        };
      });
    clusters.forEach((a, i) =>
      clusters.slice(i + 1).forEach((b) => {
        // Either order: right to left, the first cluster is drawn on the right.
        const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        if (overlap > 0.5) problems.push(`${describe(a.el)} overlaps ${describe(b.el)} by ${overlap} px`);
      }),
    );
    return problems;
  }, controls);
