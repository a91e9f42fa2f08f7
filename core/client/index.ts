// The public API of the client shell: what the composition root and module pages may use.
// Modules import from 'core/client' only, never from files inside it.

export { startPortal, enabledModuleIds, resolveClientModules, type StartPortalOptions } from './start-portal';
export { defineClientModule, type ClientModule, type PageLoader, type NotificationCard, type NotificationProvider } from './module';

// API client and notifications
export { api, apiQuiet, createApiClient, endSession, storedToken, type ApiClientOptions } from './shared/api';
export { notifySuccess, notifyError, notifyErrorBody, errorMessages } from './notify/notify';

// Session (read-only for modules) and routing helpers
export { useAuth, usePortal, useRoutes, useRouteHref, fillPath, type AuthView, type Portal } from './portal-context';
export { decodeClaims } from './session/claims';

// Lists, formatting and page layout
export { createListStore, failureBody, type ListStore, type ListState, type ListResult, type LoadStatus } from './shared/list-store';
export { PagedList, pageWindow } from './shared/PagedList';
export { TabelData, type PagedColumn } from './shared/TabelData';
export { useBentukTabel, type BentukTabel } from './shared/use-bentuk-tabel';
export { KolomAksi } from './shared/KolomAksi';
export { NamaTabel } from './shared/NamaTabel';
export { DuaBaris } from './shared/DuaBaris';
export { DaftarKartu, KartuBaris } from './shared/DaftarKartu';
export { formatRupiah, formatTanggal, formatTanggalJam, displayValue } from './shared/format';
export { fileNameOf, saveBlob, unduhBerkas } from './shared/download';
export { SaveOutcome } from './shared/SaveOutcome';
export { UnduhButton } from './shared/UnduhButton';
export { PilihBerkas } from './shared/PilihBerkas';
export { IsianBulan, IsianJam, IsianTanggal, type PerubahanIsian } from './shared/IsianWaktu';
export { konfirmasi, KonfirmasiHost, mintaTeks } from './shared/Konfirmasi';
export { Jendela } from './shared/Jendela';
export { LoadState } from './shared/LoadState';
export { SaringSemesterProdi, type SaringPilihan } from './shared/SaringSemesterProdi';
export { useLoad, type Load } from './shared/use-load';
export { useKirim, type Kirim, type KirimHasil } from './shared/use-kirim';
export { PageHeader, PageBody } from './layout/PageHeader';
export { Icon, ICON_NAMES } from './layout/icons';
export { useLayarSempit } from './layout/use-media';
export { PageSpinner } from './loading/LazyPage';
export { withChunkTimeout, loadStylesheet, ChunkLoadError, isChunkLoadError } from './loading/chunk-timeout';
