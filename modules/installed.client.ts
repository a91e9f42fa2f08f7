import type { ClientModule } from '../core/client/module';
import admin from './admin/client';
import attendance from './attendance/client';
import krs from './krs/client';
import lecturer from './lecturer/client';
import masterData from './master-data/client';
import payroll from './payroll/client';
import questionnaire from './questionnaire/client';
import portal from './portal/client';
import student from './student/client';
import teaching from './teaching/client';
import uaps from './uaps/client';

/** The client halves of every installed module; the server tells which are enabled. */
export const installedClientModules: ClientModule[] = [masterData, krs, attendance, portal, student, uaps, admin, questionnaire, payroll, teaching, lecturer];
