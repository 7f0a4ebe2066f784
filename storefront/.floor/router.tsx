import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Await, Form, Link, NavLink, Navigate, Outlet, createBrowserRouter, data, isRouteErrorResponse, matchRoutes, redirect, useBlocker, useInRouterContext, useLoaderData, useLocation, useMatches, useNavigate, useNavigation, useParams, useRouteError, useRouteLoaderData, useSearchParams } from 'react-router';
import { RouterProvider } from 'react-router/dom';
const used = [Await, Form, Link, NavLink, Navigate, Outlet, data, isRouteErrorResponse, matchRoutes, redirect, useBlocker, useInRouterContext, useLoaderData, useLocation, useMatches, useNavigate, useNavigation, useParams, useRouteError, useRouteLoaderData, useSearchParams];
(window as any).used = used;
const router = createBrowserRouter([{ path: '/', element: <Outlet /> }]);
startTransition(() => { hydrateRoot(document.getElementById('root')!, <RouterProvider router={router} />); });
