public import ConbookModuleKit

/// The words every page shares (the frame, the errors of forms and requests, lists, pictures), as
/// keys into `WebTexts`; a scene's own words are in its catalogue beside it.
public enum WebText: String, TextKey {
    case loading, nothingToShow, refreshing, refreshFailed
    case formUnknownAction, formMissingField, formMalformedField, formNotLoadedYet
    case skipToContent, sectionsLabel, menuLabel, back, problemHeading
    case notFoundTitle, notFound, pageNotOpen, badRequestTitle, forbiddenTitle, forbidden, crossSiteForm
    case pictureNotShown, earlierPictureVersion
    case previousPage, nextPage, pageOf
    case refresh, favouriteMark, unreadMark, open
    case menuAbout, menuSettings, menuCollect, menuTimetable, menuFree, menuNow, menuLogin, menuPass, menuShare
    case shareTitle, shareIntro, shareCodeHeading, shareQRLabel, shareNoQRCode, shareNothingStored, shareUnreadable
    case shareOpenHeading, shareOpenLabel, shareOpenButton
}
