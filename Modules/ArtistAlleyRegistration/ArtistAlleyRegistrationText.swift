public import ConbookModuleKit

/// Every text the ArtistAlleyRegistration module shows (besides the words modules share,
/// `ModuleText`), as a key into its catalogue of each language (`ArtistAlleyRegistrationTexts`).
public enum ArtistAlleyRegistrationText: String, TextKey {
    case registrationTitle, registrationFetching, registrationNone, registrationLogInPrompt, registrationSessionEnded
    case registrationNotOffered, registrationStatePending, registrationStateAccepted, registrationStateRejected
    case registrationStatePublished, registrationStateOther, registrationTable, registrationSending, registrationSent
    case registrationCheckingOut, registrationCheckedOut, registrationCheckOutKept, registrationNothingToCheckOut
    case registrationNotCheckedIn, registrationRefused, registrationRejectedByServer, registrationRejectedNoReason,
        registrationFailed
    case problemDisplayName, problemDescription, problemLocation, problemTelegram, problemPictureMissing
    case problemPictureUnreadable, problemPictureEmpty, problemPictureTooLarge, problemPictureNotImage
}
