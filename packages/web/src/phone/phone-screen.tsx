import { render } from 'preact';
export function mount(root: HTMLElement): void {
  render(<p>phone</p>, root);
}
