import { render } from 'preact';
export function mount(root: HTMLElement): void {
  render(<p>tv</p>, root);
}
