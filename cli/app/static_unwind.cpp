// The static gpuq's exceptions found by binary search, as a dynamic
// program's are.
//
// A program linked with -static starts from crtbeginT.o, which registers
// the program's .eh_frame with libgcc (__register_frame_info). libgcc reads
// a registered object only when something throws, and then classifies and
// sorts every FDE it holds first: for gpuq about 29 M instructions (10 ms)
// on the first exception of each command, and CLI11 throws for --help and
// for every usage error. Linked with --eh-frame-hdr and these two wrappers
// (CMakeLists.txt: -Wl,--wrap=__register_frame_info and
// -Wl,--wrap=__deregister_frame_info), nothing is registered and the
// unwinder finds each FDE through glibc's _dl_find_object and the sorted
// table of .eh_frame_hdr (PT_GNU_EH_FRAME), as it does for a dynamic
// program. Linked into the static gpuq only.
extern "C" {

void __wrap___register_frame_info(const void* /*begin*/, void* /*object*/) {}

void* __wrap___deregister_frame_info(const void* /*begin*/) { return nullptr; }

}  // extern "C"
