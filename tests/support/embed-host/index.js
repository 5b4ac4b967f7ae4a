// Module Federation's usual split: shared modules are resolved before the application starts.
import('./bootstrap.jsx');
