import type { ServerModule } from '../core/server/module';
import admin from './admin/server';
import attendance from './attendance/server';
import krs from './krs/server';
import lecturer from './lecturer/server';
import masterData from './master-data/server';
import payroll from './payroll/server';
import questionnaire from './questionnaire/server';
import portal from './portal/server';
import student from './student/server';
import teaching from './teaching/server';
import uaps from './uaps/server';

/**
 * The server halves of every installed module. This file and installed.client.ts are the only
 * places that name modules; which of them run is configuration (SIAKAD_MODULES).
 */
export const installedServerModules: ServerModule[] = [masterData, krs, attendance, portal, student, uaps, admin, questionnaire, payroll, teaching, lecturer];
