#if !canImport(UniformTypeIdentifiers)
import ILikeToMoveItTypeDeclarations
extension UTType {
    /// Generic base type for most things (files, directories.)
    ///
    /// `public.item`
    public static let item = UTType(systemIdentifier: "public.item")

    /// Base type for anything containing user-viewable document content (documents, pasteboard data, and document packages.)
    ///
    /// `public.content`
    public static let content = UTType(systemIdentifier: "public.content")

    /// Base type for content formats supporting mixed embedded content (i.e., compound documents).
    ///
    /// `public.composite-content`
    public static let compositeContent = UTType(systemIdentifier: "public.composite-content")

    /// Data item mountable as a volume.
    ///
    /// `public.disk-image`
    public static let diskImage = UTType(systemIdentifier: "public.disk-image")

    /// Base type for any sort of simple byte stream, including files and in-memory data.
    ///
    /// `public.data`
    public static let data = UTType(systemIdentifier: "public.data")

    /// File system directory (includes packages and folders.)
    ///
    /// `public.directory`
    public static let directory = UTType(systemIdentifier: "public.directory")

    /// Symbolic link and alias file types conform to this type.
    ///
    /// `com.apple.resolvable`
    public static let resolvable = UTType(systemIdentifier: "com.apple.resolvable")

    /// Symbolic link.
    ///
    /// `public.symlink`
    public static let symbolicLink = UTType(systemIdentifier: "public.symlink")

    /// Executable item.
    ///
    /// `public.executable`
    public static let executable = UTType(systemIdentifier: "public.executable")

    /// Volume mount point (resolvable, resolves to the root directory of a volume.)
    ///
    /// `com.apple.mount-point`
    public static let mountPoint = UTType(systemIdentifier: "com.apple.mount-point")

    /// Fully-formed alias file.
    ///
    /// `com.apple.alias-file`
    public static let aliasFile = UTType(systemIdentifier: "com.apple.alias-file")

    /// URL bookmark.
    ///
    /// `com.apple.bookmark`
    public static let urlBookmarkData = UTType(systemIdentifier: "com.apple.bookmark")

    /// Any URL.
    ///
    /// `public.url`
    public static let url = UTType(systemIdentifier: "public.url")

    /// URL with the scheme "file:".
    ///
    /// `public.file-url`
    public static let fileURL = UTType(systemIdentifier: "public.file-url")

    /// Base type for all text-encoded data, including text with markup (HTML, RTF, etc.)
    ///
    /// `public.text`
    public static let text = UTType(systemIdentifier: "public.text")

    /// Text with no markup and an unspecified encoding.
    ///
    /// `public.plain-text`
    public static let plainText = UTType(systemIdentifier: "public.plain-text")

    /// Plain text encoded as UTF-8.
    ///
    /// `public.utf8-plain-text`
    public static let utf8PlainText = UTType(systemIdentifier: "public.utf8-plain-text")

    /// Plain text encoded as UTF-16 with a BOM, or big-endian without one.
    ///
    /// `public.utf16-external-plain-text`
    public static let utf16ExternalPlainText = UTType(systemIdentifier: "public.utf16-external-plain-text")

    /// Plain text encoded as UTF-16, in native byte order, with an optional BOM.
    ///
    /// `public.utf16-plain-text`
    public static let utf16PlainText = UTType(systemIdentifier: "public.utf16-plain-text")

    /// Text containing delimited values.
    ///
    /// `public.delimited-values-text`
    public static let delimitedText = UTType(systemIdentifier: "public.delimited-values-text")

    /// Text containing comma-separated values (.csv).
    ///
    /// `public.comma-separated-values-text`
    public static let commaSeparatedText = UTType(systemIdentifier: "public.comma-separated-values-text")

    /// Text containing tab-separated values.
    ///
    /// `public.tab-separated-values-text`
    public static let tabSeparatedText = UTType(systemIdentifier: "public.tab-separated-values-text")

    /// UTF-8 encoded text containing tab-separated values.
    ///
    /// `public.utf8-tab-separated-values-text`
    public static let utf8TabSeparatedText = UTType(systemIdentifier: "public.utf8-tab-separated-values-text")

    /// Rich Text Format data.
    ///
    /// `public.rtf`
    public static let rtf = UTType(systemIdentifier: "public.rtf")

    /// Any version of HTML.
    ///
    /// `public.html`
    public static let html = UTType(systemIdentifier: "public.html")

    /// Generic XML.
    ///
    /// `public.xml`
    public static let xml = UTType(systemIdentifier: "public.xml")

    /// Yet Another Markup Language.
    ///
    /// `public.yaml`
    public static let yaml = UTType(systemIdentifier: "public.yaml")

    /// Abstract type for source code of any language.
    ///
    /// `public.source-code`
    public static let sourceCode = UTType(systemIdentifier: "public.source-code")

    /// Assembly language source (.s).
    ///
    /// `public.assembly-source`
    public static let assemblyLanguageSource = UTType(systemIdentifier: "public.assembly-source")

    /// C source code (.c).
    ///
    /// `public.c-source`
    public static let cSource = UTType(systemIdentifier: "public.c-source")

    /// Objective-C source code (.m).
    ///
    /// `public.objective-c-source`
    public static let objectiveCSource = UTType(systemIdentifier: "public.objective-c-source")

    /// Swift source code (.swift).
    ///
    /// `public.swift-source`
    public static let swiftSource = UTType(systemIdentifier: "public.swift-source")

    /// C++ source code.
    ///
    /// `public.c-plus-plus-source`
    public static let cPlusPlusSource = UTType(systemIdentifier: "public.c-plus-plus-source")

    /// Objective-C++ source code.
    ///
    /// `public.objective-c-plus-plus-source`
    public static let objectiveCPlusPlusSource = UTType(systemIdentifier: "public.objective-c-plus-plus-source")

    /// C header.
    ///
    /// `public.c-header`
    public static let cHeader = UTType(systemIdentifier: "public.c-header")

    /// C++ header.
    ///
    /// `public.c-plus-plus-header`
    public static let cPlusPlusHeader = UTType(systemIdentifier: "public.c-plus-plus-header")

    /// Base type for any scripting language source.
    ///
    /// `public.script`
    public static let script = UTType(systemIdentifier: "public.script")

    /// AppleScript text-based script (.applescript).
    ///
    /// `com.apple.applescript.text`
    public static let appleScript = UTType(systemIdentifier: "com.apple.applescript.text")

    /// Open Scripting Architecture binary script (.scpt).
    ///
    /// `com.apple.applescript.script`
    public static let osaScript = UTType(systemIdentifier: "com.apple.applescript.script")

    /// Open Scripting Architecture script bundle (.scptd).
    ///
    /// `com.apple.applescript.script-bundle`
    public static let osaScriptBundle = UTType(systemIdentifier: "com.apple.applescript.script-bundle")

    /// JavaScript source code.
    ///
    /// `com.netscape.javascript-source`
    public static let javaScript = UTType(systemIdentifier: "com.netscape.javascript-source")

    /// Base type for shell scripts.
    ///
    /// `public.shell-script`
    public static let shellScript = UTType(systemIdentifier: "public.shell-script")

    /// Perl script.
    ///
    /// `public.perl-script`
    public static let perlScript = UTType(systemIdentifier: "public.perl-script")

    /// Python script.
    ///
    /// `public.python-script`
    public static let pythonScript = UTType(systemIdentifier: "public.python-script")

    /// Ruby script.
    ///
    /// `public.ruby-script`
    public static let rubyScript = UTType(systemIdentifier: "public.ruby-script")

    /// PHP script.
    ///
    /// `public.php-script`
    public static let phpScript = UTType(systemIdentifier: "public.php-script")

    /// Makefile.
    ///
    /// `public.make-source`
    public static let makefile = UTType(systemIdentifier: "public.make-source")

    /// JavaScript object notation (JSON) data.
    ///
    /// `public.json`
    public static let json = UTType(systemIdentifier: "public.json")

    /// Base type for property lists.
    ///
    /// `com.apple.property-list`
    public static let propertyList = UTType(systemIdentifier: "com.apple.property-list")

    /// XML property list.
    ///
    /// `com.apple.xml-property-list`
    public static let xmlPropertyList = UTType(systemIdentifier: "com.apple.xml-property-list")

    /// Binary property list.
    ///
    /// `com.apple.binary-property-list`
    public static let binaryPropertyList = UTType(systemIdentifier: "com.apple.binary-property-list")

    /// Adobe PDF document.
    ///
    /// `com.adobe.pdf`
    public static let pdf = UTType(systemIdentifier: "com.adobe.pdf")

    /// Rich Text Format Directory document (RTF with content embedding in its on-disk format.)
    ///
    /// `com.apple.rtfd`
    public static let rtfd = UTType(systemIdentifier: "com.apple.rtfd")

    /// Flattened RTFD document (formatted for the pasteboard.)
    ///
    /// `com.apple.flat-rtfd`
    public static let flatRTFD = UTType(systemIdentifier: "com.apple.flat-rtfd")

    /// WebKit webarchive format.
    ///
    /// `com.apple.webarchive`
    public static let webArchive = UTType(systemIdentifier: "com.apple.webarchive")

    /// Base type for abstract image data.
    ///
    /// `public.image`
    public static let image = UTType(systemIdentifier: "public.image")

    /// JPEG image.
    ///
    /// `public.jpeg`
    public static let jpeg = UTType(systemIdentifier: "public.jpeg")

    /// TIFF image.
    ///
    /// `public.tiff`
    public static let tiff = UTType(systemIdentifier: "public.tiff")

    /// GIF image.
    ///
    /// `com.compuserve.gif`
    public static let gif = UTType(systemIdentifier: "com.compuserve.gif")

    /// PNG image.
    ///
    /// `public.png`
    public static let png = UTType(systemIdentifier: "public.png")

    /// Apple icon data.
    ///
    /// `com.apple.icns`
    public static let icns = UTType(systemIdentifier: "com.apple.icns")

    /// Windows bitmap.
    ///
    /// `com.microsoft.bmp`
    public static let bmp = UTType(systemIdentifier: "com.microsoft.bmp")

    /// Windows icon data.
    ///
    /// `com.microsoft.ico`
    public static let ico = UTType(systemIdentifier: "com.microsoft.ico")

    /// Base type for raw image data (.raw).
    ///
    /// `public.camera-raw-image`
    public static let rawImage = UTType(systemIdentifier: "public.camera-raw-image")

    /// Scalable Vector Graphics image.
    ///
    /// `public.svg-image`
    public static let svg = UTType(systemIdentifier: "public.svg-image")

    /// Live Photo.
    ///
    /// `com.apple.live-photo`
    public static let livePhoto = UTType(systemIdentifier: "com.apple.live-photo")

    /// High Efficiency Image File Format image.
    ///
    /// `public.heif`
    public static let heif = UTType(systemIdentifier: "public.heif")

    /// High Efficiency Image Coding image.
    ///
    /// `public.heic`
    public static let heic = UTType(systemIdentifier: "public.heic")

    /// WebP image format.
    ///
    /// `org.webmproject.webp`
    public static let webP = UTType(systemIdentifier: "org.webmproject.webp")

    /// Base type for 3D content.
    ///
    /// `public.3d-content`
    public static let threeDContent = UTType(systemIdentifier: "public.3d-content")

    /// Universal Scene Description content.
    ///
    /// `com.pixar.universal-scene-description`
    public static let usd = UTType(systemIdentifier: "com.pixar.universal-scene-description")

    /// Universal Scene Description Package content.
    ///
    /// `com.pixar.universal-scene-description-mobile`
    public static let usdz = UTType(systemIdentifier: "com.pixar.universal-scene-description-mobile")

    /// Reality File.
    ///
    /// `com.apple.reality`
    public static let realityFile = UTType(systemIdentifier: "com.apple.reality")

    /// SceneKit serialized scene.
    ///
    /// `com.apple.scenekit.scene`
    public static let sceneKitScene = UTType(systemIdentifier: "com.apple.scenekit.scene")

    /// AR reference object.
    ///
    /// `com.apple.arobject`
    public static let arReferenceObject = UTType(systemIdentifier: "com.apple.arobject")

    /// Any audio and/or video content.
    ///
    /// `public.audiovisual-content`
    public static let audiovisualContent = UTType(systemIdentifier: "public.audiovisual-content")

    /// Media format which may contain both video and audio.
    ///
    /// `public.movie`
    public static let movie = UTType(systemIdentifier: "public.movie")

    /// Pure video data with no audio data.
    ///
    /// `public.video`
    public static let video = UTType(systemIdentifier: "public.video")

    /// Pure audio data with no video data.
    ///
    /// `public.audio`
    public static let audio = UTType(systemIdentifier: "public.audio")

    /// QuickTime movie.
    ///
    /// `com.apple.quicktime-movie`
    public static let quickTimeMovie = UTType(systemIdentifier: "com.apple.quicktime-movie")

    /// MPEG-1 or MPEG-2 movie.
    ///
    /// `public.mpeg`
    public static let mpeg = UTType(systemIdentifier: "public.mpeg")

    /// MPEG-2 video.
    ///
    /// `public.mpeg-2-video`
    public static let mpeg2Video = UTType(systemIdentifier: "public.mpeg-2-video")

    /// MPEG-2 Transport Stream movie format.
    ///
    /// `public.mpeg-2-transport-stream`
    public static let mpeg2TransportStream = UTType(systemIdentifier: "public.mpeg-2-transport-stream")

    /// MP3 audio.
    ///
    /// `public.mp3`
    public static let mp3 = UTType(systemIdentifier: "public.mp3")

    /// MPEG-4 movie.
    ///
    /// `public.mpeg-4`
    public static let mpeg4Movie = UTType(systemIdentifier: "public.mpeg-4")

    /// MPEG-4 audio layer file.
    ///
    /// `public.mpeg-4-audio`
    public static let mpeg4Audio = UTType(systemIdentifier: "public.mpeg-4-audio")

    /// Apple protected MPEG4 format (.m4p, iTunes music store format.)
    ///
    /// `com.apple.protected-mpeg-4-audio`
    public static let appleProtectedMPEG4Audio = UTType(systemIdentifier: "com.apple.protected-mpeg-4-audio")

    /// Apple protected MPEG-4 movie.
    ///
    /// `com.apple.protected-mpeg-4-video`
    public static let appleProtectedMPEG4Video = UTType(systemIdentifier: "com.apple.protected-mpeg-4-video")

    /// AVI movie format.
    ///
    /// `public.avi`
    public static let avi = UTType(systemIdentifier: "public.avi")

    /// AIFF audio format.
    ///
    /// `public.aiff-audio`
    public static let aiff = UTType(systemIdentifier: "public.aiff-audio")

    /// Microsoft waveform audio format (.wav).
    ///
    /// `com.microsoft.waveform-audio`
    public static let wav = UTType(systemIdentifier: "com.microsoft.waveform-audio")

    /// MIDI audio format.
    ///
    /// `public.midi-audio`
    public static let midi = UTType(systemIdentifier: "public.midi-audio")

    /// Base type for playlists.
    ///
    /// `public.playlist`
    public static let playlist = UTType(systemIdentifier: "public.playlist")

    /// M3U or M3U8 playlist.
    ///
    /// `public.m3u-playlist`
    public static let m3uPlaylist = UTType(systemIdentifier: "public.m3u-playlist")

    /// User-browsable directory (i.e. not a package.)
    ///
    /// `public.folder`
    public static let folder = UTType(systemIdentifier: "public.folder")

    /// Root folder of a volume or mount point.
    ///
    /// `public.volume`
    public static let volume = UTType(systemIdentifier: "public.volume")

    /// Packaged directory.
    ///
    /// `com.apple.package`
    public static let package = UTType(systemIdentifier: "com.apple.package")

    /// Directory conforming to one of the CFBundle layouts.
    ///
    /// `com.apple.bundle`
    public static let bundle = UTType(systemIdentifier: "com.apple.bundle")

    /// Base type for bundle-based plugins.
    ///
    /// `com.apple.plugin`
    public static let pluginBundle = UTType(systemIdentifier: "com.apple.plugin")

    /// Spotlight metadata importer bundle.
    ///
    /// `com.apple.metadata-importer`
    public static let spotlightImporter = UTType(systemIdentifier: "com.apple.metadata-importer")

    /// QuickLook preview generator bundle.
    ///
    /// `com.apple.quicklook-generator`
    public static let quickLookGenerator = UTType(systemIdentifier: "com.apple.quicklook-generator")

    /// XPC service bundle.
    ///
    /// `com.apple.xpc-service`
    public static let xpcService = UTType(systemIdentifier: "com.apple.xpc-service")

    /// MacOS or iOS framework bundle.
    ///
    /// `com.apple.framework`
    public static let framework = UTType(systemIdentifier: "com.apple.framework")

    /// Base type for macOS and iOS applications.
    ///
    /// `com.apple.application`
    public static let application = UTType(systemIdentifier: "com.apple.application")

    /// Bundled application.
    ///
    /// `com.apple.application-bundle`
    public static let applicationBundle = UTType(systemIdentifier: "com.apple.application-bundle")

    /// Application extension (.appex).
    ///
    /// `com.apple.application-and-system-extension`
    public static let applicationExtension = UTType(systemIdentifier: "com.apple.application-and-system-extension")

    /// UNIX executable (flat file.)
    ///
    /// `public.unix-executable`
    public static let unixExecutable = UTType(systemIdentifier: "public.unix-executable")

    /// Windows executable (.exe).
    ///
    /// `com.microsoft.windows-executable`
    public static let exe = UTType(systemIdentifier: "com.microsoft.windows-executable")

    /// System Preferences pane.
    ///
    /// `com.apple.systempreference.prefpane`
    public static let systemPreferencesPane = UTType(systemIdentifier: "com.apple.systempreference.prefpane")

    /// An archive of files and directories.
    ///
    /// `public.archive`
    public static let archive = UTType(systemIdentifier: "public.archive")

    /// GNU zip archive.
    ///
    /// `org.gnu.gnu-zip-archive`
    public static let gzip = UTType(systemIdentifier: "org.gnu.gnu-zip-archive")

    /// Bzip2 archive.
    ///
    /// `public.bzip2-archive`
    public static let bz2 = UTType(systemIdentifier: "public.bzip2-archive")

    /// Zip archive.
    ///
    /// `public.zip-archive`
    public static let zip = UTType(systemIdentifier: "public.zip-archive")

    /// Apple Archive.
    ///
    /// `com.apple.archive`
    public static let appleArchive = UTType(systemIdentifier: "com.apple.archive")

    /// Base type for spreadsheet documents.
    ///
    /// `public.spreadsheet`
    public static let spreadsheet = UTType(systemIdentifier: "public.spreadsheet")

    /// Base type for presentation documents.
    ///
    /// `public.presentation`
    public static let presentation = UTType(systemIdentifier: "public.presentation")

    /// Database store.
    ///
    /// `public.database`
    public static let database = UTType(systemIdentifier: "public.database")

    /// Base type for messages (email, IM, etc.)
    ///
    /// `public.message`
    public static let message = UTType(systemIdentifier: "public.message")

    /// Contact information, e.g. for a person, group, organization.
    ///
    /// `public.contact`
    public static let contact = UTType(systemIdentifier: "public.contact")

    /// VCard file.
    ///
    /// `public.vcard`
    public static let vCard = UTType(systemIdentifier: "public.vcard")

    /// To-do item.
    ///
    /// `public.to-do-item`
    public static let toDoItem = UTType(systemIdentifier: "public.to-do-item")

    /// Calendar event.
    ///
    /// `public.calendar-event`
    public static let calendarEvent = UTType(systemIdentifier: "public.calendar-event")

    /// E-mail message.
    ///
    /// `public.email-message`
    public static let emailMessage = UTType(systemIdentifier: "public.email-message")

    /// Base type for Apple Internet location files.
    ///
    /// `com.apple.internet-location`
    public static let internetLocation = UTType(systemIdentifier: "com.apple.internet-location")

    /// Microsoft Internet shortcut files (.url).
    ///
    /// `com.microsoft.internet-shortcut`
    public static let internetShortcut = UTType(systemIdentifier: "com.microsoft.internet-shortcut")

    /// Base type for fonts.
    ///
    /// `public.font`
    public static let font = UTType(systemIdentifier: "public.font")

    /// Bookmark.
    ///
    /// `public.bookmark`
    public static let bookmark = UTType(systemIdentifier: "public.bookmark")

    /// PKCS#12 data.
    ///
    /// `com.rsa.pkcs-12`
    public static let pkcs12 = UTType(systemIdentifier: "com.rsa.pkcs-12")

    /// X.509 certificate.
    ///
    /// `public.x509-certificate`
    public static let x509Certificate = UTType(systemIdentifier: "public.x509-certificate")

    /// EPUB format.
    ///
    /// `org.idpf.epub-container`
    public static let epub = UTType(systemIdentifier: "org.idpf.epub-container")

    /// Base type for console logs.
    ///
    /// `public.log`
    public static let log = UTType(systemIdentifier: "public.log")

    /// A system type from the built-in table.
    private init(systemIdentifier identifier: String) {
        // Every constant above names an entry of `SystemTypeTable`; the test suite checks
        // each one, so a miss is a typo in this file, not bad input.
        guard let record = TypeGraph.system.record(for: identifier) else {
            preconditionFailure("\(identifier) is missing from SystemTypeTable")
        }
        self.init(record: record)
    }
}
#endif
