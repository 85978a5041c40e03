/**
 * Loads a card back's image ahead (call in idle time before a table appears). The back is one image
 * (card-back.svg, styled as `.card-back` in styles/base.css); its SVG is parsed into a document of its
 * own when an element first uses it, and at a deal's start that was part of the frame that shows the
 * table (issue 27, part 6: 10–15 ms at a 4× CPU slowdown). One element off-screen for two frames does
 * it; the image stays loaded. Apart from Card.tsx so that the TV's lobby does not load the card faces.
 */
export function warmUpCardBack(): void {
  const el = document.createElement('span');
  el.className = 'card-back';
  el.setAttribute('aria-hidden', 'true');
  el.style.cssText = 'position:absolute;left:-200px;top:0;width:32px';
  document.body.appendChild(el);
  requestAnimationFrame(() => requestAnimationFrame(() => el.remove()));
}
