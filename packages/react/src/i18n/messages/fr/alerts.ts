import type { Translation } from '../en'
import type { alerts as english } from '../en/alerts'

/** French messages of the alerts area. */
export const alerts: Translation<typeof english> = {
  'alerts.networkNotFound.short': 'Réseau introuvable',
  'alerts.networkNotFound.long':
    'Le portefeuille est passé à un réseau que cette app ne propose pas. Ajoutez-le à l’option networks ou revenez au réseau précédent.',
  'alerts.invalidAppConfiguration.short': 'Configuration de l’app non valide',
  'alerts.invalidAppConfiguration.long':
    'L’origine de cette page ne figure pas dans la liste des origines autorisées, ou la liste n’est pas valide. Mettez à jour la configuration du projet.',
  'alerts.embeddedWalletLoadFailed.short':
    'Erreur réseau – Impossible de charger le portefeuille intégré',
  'alerts.embeddedWalletLoadFailed.long':
    'Impossible de charger le portefeuille intégré. Veuillez réessayer plus tard.',
  'alerts.embeddedWalletRequestTimeout.short': 'Délai dépassé pour le portefeuille intégré',
  'alerts.embeddedWalletRequestTimeout.long':
    'Le portefeuille intégré n’a pas répondu à temps. Veuillez réessayer plus tard.',
  'alerts.sessionExpired.short': 'Session expirée',
  'alerts.sessionExpired.long':
    'La session n’est pas encore valide ou a expiré. Vérifiez vos réglages d’heure et reconnectez-vous.',
  'alerts.invalidProjectId.short': 'ID de projet non valide',
  'alerts.invalidProjectId.long':
    'Le serveur n’a pas accepté l’ID de projet. Vérifiez l’option projectId.',
  'alerts.projectIdNotConfigured.short': 'ID de projet non configuré',
  'alerts.projectIdNotConfigured.long':
    'Aucun ID de projet n’est défini. Indiquez projectId lors de la création du client.',
  'alerts.rateLimited.short': 'Trop de requêtes',
  'alerts.rateLimited.long':
    'Trop de requêtes pour charger la configuration de l’app. Certaines fonctions peuvent être indisponibles ; veuillez réessayer plus tard.',
  'alerts.serverError.short': 'Erreur du serveur',
  'alerts.serverError.long':
    'Le serveur n’a pas pu charger la configuration de l’app. Certaines fonctions peuvent être indisponibles ; veuillez réessayer plus tard.',
  'alerts.banner.dismiss': 'Fermer : {title}',
  'alerts.view.loading': 'Chargement',
  'alerts.toast.userRejected': 'Vous avez refusé la demande dans votre portefeuille.',
  'alerts.toast.actionNotAllowed': 'Action non autorisée',
  'alerts.toast.disconnectFailed': 'Échec de la déconnexion',
  'alerts.toast.balanceUnavailable': 'Solde des tokens indisponible',
  'alerts.toast.transactionsFailed': 'Impossible de récupérer les transactions',
  'alerts.toast.signatureDeclined': 'Signature refusée',
  'alerts.toast.somethingWentWrong': 'Un problème est survenu',
  'alerts.toast.errorOccurred': 'Une erreur s’est produite',
  'alerts.toast.requestAborted': 'La demande a été interrompue',
  'alerts.toast.insufficientBalance': 'Solde insuffisant',
  'alerts.toast.insufficientLiquidity': 'Liquidité insuffisante',
  'alerts.toast.quoteExpired': 'Le devis a expiré. Obtenez un nouveau devis pour échanger.',
  'alerts.toast.swapFailed': 'L’échange a échoué on-chain. Rien n’a été échangé.',
  'alerts.toast.swapNeedsEvm': 'Connectez un portefeuille sur un réseau EVM pour échanger.',
  'alerts.toast.smartAccountsUnsupported':
    'Cette application ne prend peut-être pas en charge les Smart Accounts',
  'alerts.toast.authenticationFailed':
    'Un problème est survenu lors de l’initialisation de l’authentification',
}
