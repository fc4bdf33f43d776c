// Stand-ins, for scripts/app-size.sh, for what Xcode's toolchain links into an iOS app and the
// Linux toolchain lacks. Compiled for arm64-apple-ios and linked into every app the script
// measures, with and without the package alike, so they cancel out of the difference.
//
// - `__isPlatformVersionAtLeast`: compiler-rt's check behind `#available` (and Swift's
//   `if #available`) when the deployment target is older than the version asked about. The
//   real one reads the OS version once; this one answers yes.
// - `_swift_FORCE_LOAD_$_swiftCompatibility*`: the symbols by which an object compiled for an
//   older deployment target (iOS 15 here) pulls in the toolchain's `libswiftCompatibility*.a`
//   back-deployment libraries. The real libraries patch the runtime of older systems at
//   launch; these define the symbols and nothing else.
// The script compiles this file once for each (with -DFORCE_LOAD="name" for the second kind)
// and puts each object in an archive named as the real library, which the linker then finds
// the way it finds the real ones: the check in libclang_rt.ios.a, each force-load symbol in
// the library the Swift objects' linker options name.

#ifdef FORCE_LOAD
// FORCE_LOAD is the symbol's name as a string, without Mach-O's leading underscore.
__attribute__((used)) char force_load __asm__("_" FORCE_LOAD) = 0;
#else
int isPlatformVersionAtLeast(unsigned platform, unsigned major, unsigned minor, unsigned subminor)
    __asm__("___isPlatformVersionAtLeast");
int isPlatformVersionAtLeast(unsigned platform, unsigned major, unsigned minor, unsigned subminor) {
    (void)platform, (void)major, (void)minor, (void)subminor;
    return 1;
}
#endif
