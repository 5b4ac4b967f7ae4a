export { Sidebar, type SidebarEntry } from './layout/Sidebar.tsx';
export { Toc, type TocHeading } from './layout/Toc.tsx';
export { Spinner, ErrorBox, CrashPage } from './layout/Status.tsx';
export { Navbar } from './layout/Navbar.tsx';
export { ThemeToggle, type ThemeChoice } from './layout/ThemeToggle.tsx';
