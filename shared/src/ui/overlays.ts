// antd-mobile's imperative overlays (Toast, Dialog) carry an animation library: they are fetched
// the first time one is shown, not on every start (see toast.ts). They are imported by path: the
// package's index has side effects, so anything re-exported through it would be pulled into the
// start-up chunk. The CommonJS path is the one Jest can load (and the objects tests spy on);
// webpack.common.js points it at the ES build for the browser.
export { default as Toast } from 'antd-mobile/cjs/components/toast';
export { default as Dialog } from 'antd-mobile/cjs/components/dialog';
