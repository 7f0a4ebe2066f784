import { Router } from 'express';
import type { SettingsService } from './service.ts';

export function settingsRoutes(settings: SettingsService): Router {
  const router = Router();

  router.get('/', (_req, res) => {
    res.json(settings.get());
  });

  return router;
}
