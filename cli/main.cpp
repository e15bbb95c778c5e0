// The gpuq binary: every command lives in cli/ (see app.h).
#include "cli/app/app.h"

int main(int argc, char** argv) { return gpuq::cli::run(argc, argv); }
