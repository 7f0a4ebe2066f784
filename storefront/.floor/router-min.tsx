import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
const router = createBrowserRouter([{ path: '/', element: <Outlet /> }]);
hydrateRoot(document.getElementById('root')!, <RouterProvider router={router} />);
